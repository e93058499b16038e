import type { IncidentDetailView } from '@partner-insights/contracts';
import { Link } from '@partner-insights/ui';
import { useIntl } from 'react-intl';
import { formatFileSize } from '../../../i18n/fileSize';
import { requestEntries } from './requestEntries';
import * as styles from './TicketDetailPage.css';
import * as layout from '../../../components/page/pageLayout.css';

/** Where the ticket's attachment downloads from: the server answers it to the ticket's owner only. */
export const attachmentHref = (incidentId: string) =>
  `/api/osc/user/incidents/${encodeURIComponent(incidentId)}/attachment`;

/** The ticket's form as it was raised, its choices by name, and its attachment to download: a description list. */
export function TicketRequestDetails({ ticket }: { readonly ticket: IncidentDetailView }) {
  const intl = useIntl();
  const { attachment } = ticket;
  return (
    <dl className={layout.details}>
      {requestEntries(ticket).map(({ label, value }) => (
        <div key={label} className={label === 'ticketDetail.field.description' ? styles.wideEntry : undefined}>
          <dt className={layout.term}>{intl.formatMessage({ id: label })}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
      {attachment && (
        <div className={styles.wideEntry}>
          <dt className={layout.term}>{intl.formatMessage({ id: 'ticketDetail.field.attachment' })}</dt>
          <dd className={styles.value}>
            <Link href={attachmentHref(ticket.incidentId)} download={attachment.name}>
              {attachment.name}
            </Link>{' '}
            <span className={styles.secondaryText}>{formatFileSize(intl, attachment.size)}</span>
          </dd>
        </div>
      )}
    </dl>
  );
}
