import { SUPPORT_CONFIGURATION_IDS } from '@partner-insights/contracts';
import type { FieldOption } from '@partner-insights/forms';
import { Link } from '@partner-insights/ui';
import * as styles from './SupportPage.css';

/** The ticket form for a topic: access requests have their own link (spec portal-shell §2). */
function ticketLinkFor(supportTypeId: FieldOption['id']): string {
  return supportTypeId === SUPPORT_CONFIGURATION_IDS.requestAccess.supportType
    ? '/support/ticketCreation?request=access'
    : `/support/ticketCreation?supportType=${supportTypeId}`;
}

/** The site's support types, each opening the ticket form with it chosen. */
export function SupportTopics({ supportTypes }: { readonly supportTypes: readonly FieldOption[] }) {
  return (
    <ul className={styles.topics}>
      {supportTypes.map(({ id, title }) => (
        <li key={id}>
          <Link href={ticketLinkFor(id)} variant="standalone">
            {title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
