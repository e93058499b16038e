import { SUPPORT_CONFIGURATION_IDS } from '@partner-insights/contracts';
import type { FieldOption } from '@partner-insights/forms';
import { Link } from '@partner-insights/ui';
import * as styles from './SupportPage.css';

const isAccessRequest = (supportTypeId: FieldOption['id']): boolean =>
  supportTypeId === SUPPORT_CONFIGURATION_IDS.requestAccess.supportType;

/** The ticket form for a topic: access requests have their own link (spec portal-shell §2). */
function ticketLinkFor(supportTypeId: FieldOption['id']): string {
  return isAccessRequest(supportTypeId)
    ? '/support/ticketCreation?request=access'
    : `/support/ticketCreation?supportType=${supportTypeId}`;
}

interface SupportTopicsProps {
  readonly supportTypes: readonly FieldOption[];
  /** Whether the reader may file an access request; others are not offered the topic. */
  readonly mayRequestAccess: boolean;
}

/** The site's support types, each opening the ticket form with it chosen. */
export function SupportTopics({ supportTypes, mayRequestAccess }: SupportTopicsProps) {
  const offered = mayRequestAccess ? supportTypes : supportTypes.filter(({ id }) => !isAccessRequest(id));
  return (
    <ul className={styles.topics}>
      {offered.map(({ id, title }) => (
        <li key={id}>
          <Link href={ticketLinkFor(id)} variant="standalone">
            {title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
