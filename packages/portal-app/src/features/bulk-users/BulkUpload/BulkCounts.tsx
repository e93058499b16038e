import { BULK_ROW_ACTIONS, type BulkActionCounts } from '@partner-insights/contracts';
import { useIntl } from 'react-intl';
import * as styles from './BulkUpload.css';

/** How many rows of the preview add, change, leave or cannot apply. */
export function BulkCounts({ counts }: { readonly counts: BulkActionCounts }) {
  const intl = useIntl();
  return (
    <dl className={styles.counts}>
      {BULK_ROW_ACTIONS.map((action) => (
        <div key={action} className={styles.count}>
          <dt className={styles.countLabel}>{intl.formatMessage({ id: `bulkUsers.count.${action}` })}</dt>
          <dd className={styles.countValue}>{intl.formatNumber(counts[action])}</dd>
        </div>
      ))}
    </dl>
  );
}
