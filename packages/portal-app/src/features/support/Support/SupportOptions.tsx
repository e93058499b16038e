import { Card, Link } from '@partner-insights/ui';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues';
import * as styles from './SupportPage.css';
import * as layout from '../../../components/page/pageLayout.css';

interface SupportOption {
  readonly key: string;
  readonly href: string;
  readonly title: MessageId;
  readonly description: MessageId;
  /** It leads to raising a ticket: not offered to those who view only. */
  readonly raisesTicket?: boolean;
  /** It files an access request: offered only to those who may (internal users). */
  readonly requestsAccess?: boolean;
}

const SUPPORT_OPTIONS: readonly SupportOption[] = [
  {
    key: 'createTicket',
    href: '/support/ticketCreation',
    title: 'support.home.createTicket.title',
    description: 'support.home.createTicket.description',
    raisesTicket: true,
  },
  {
    key: 'trackTickets',
    href: '/support/trackTicket',
    title: 'support.home.trackTickets.title',
    description: 'support.home.trackTickets.description',
  },
  {
    key: 'requestAccess',
    href: '/support/ticketCreation?request=access',
    title: 'support.home.requestAccess.title',
    description: 'support.home.requestAccess.description',
    raisesTicket: true,
    requestsAccess: true,
  },
  {
    key: 'contactUs',
    href: '/contactUs',
    title: 'support.contactUs',
    description: 'support.home.contactUs.description',
  },
];

interface SupportOptionsProps {
  readonly isViewOnly: boolean;
  /** Whether the reader may file an access request. */
  readonly mayRequestAccess: boolean;
}

const isOfferedTo =
  ({ isViewOnly, mayRequestAccess }: SupportOptionsProps) =>
  ({ raisesTicket, requestsAccess }: SupportOption): boolean =>
    !(isViewOnly && raisesTicket) && !(requestsAccess && !mayRequestAccess);

/**
 * The ways to get help, each a card whose title is its link: those who view only are not offered to raise tickets,
 * and only those who may request access are offered to.
 */
export function SupportOptions(props: SupportOptionsProps) {
  const intl = useIntl();
  const options = SUPPORT_OPTIONS.filter(isOfferedTo(props));
  return (
    <ul className={styles.options}>
      {options.map(({ key, href, title, description }) => (
        <li key={key} className={styles.option}>
          <Card as="article">
            <div className={styles.optionContent}>
              <h2 className={styles.optionTitle}>
                <Link href={href} variant="standalone">
                  {intl.formatMessage({ id: title })}
                </Link>
              </h2>
              <p className={layout.sectionNote}>{intl.formatMessage({ id: description })}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
