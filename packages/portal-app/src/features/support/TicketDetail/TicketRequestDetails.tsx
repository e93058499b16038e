import type { IncidentDetailView } from '@partner-insights/contracts';
import { useIntl } from 'react-intl';
import { requestEntries } from './requestEntries';
import * as styles from './TicketDetailPage.css';
import * as layout from '../../../components/page/pageLayout.css';

const BYTES_PER_KILOBYTE = 1024;

/** The ticket's form as it was raised, and its attachment: a description list. */
export function TicketRequestDetails({ ticket }: { readonly ticket: IncidentDetailView }) {
  const intl = useIntl();
  const { attachment } = ticket;
  return (
    <dl className={layout.details}>
      {requestEntries(ticket.fields).map(({ label, value }) => (
        <div key={label} className={label === 'ticketDetail.field.description' ? styles.wideEntry : undefined}>
          <dt className={layout.term}>{intl.formatMessage({ id: label })}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
      {attachment && (
        <div className={styles.wideEntry}>
          <dt className={layout.term}>{intl.formatMessage({ id: 'ticketDetail.field.attachment' })}</dt>
          <dd className={styles.value}>
            {attachment.name}{' '}
            <span className={styles.secondaryText}>
              {intl.formatNumber(attachment.size / BYTES_PER_KILOBYTE, {
                style: 'unit',
                unit: 'kilobyte',
                unitDisplay: 'short',
                maximumFractionDigits: 0,
              })}
            </span>
          </dd>
        </div>
      )}
    </dl>
  );
}
