import type { BulkTaskProgress } from '@partner-insights/contracts';
import { useIntl } from 'react-intl';
import { Label, ProgressBar } from 'react-aria-components';
import * as styles from './BulkUpload.css';

/** A task's progress bar with its counts: done, failed and left. */
export function BulkProgress({ progress }: { readonly progress: BulkTaskProgress }) {
  const intl = useIntl();
  const { done, failed, left, total } = progress;
  const counts = intl.formatMessage({ id: 'bulkUsers.task.counts' }, { done, failed, left });
  return (
    <ProgressBar value={done + failed} maxValue={Math.max(1, total)} valueLabel={counts}>
      {({ percentage = 0 }) => (
        <>
          <div className={styles.progressLabel}>
            <Label>{intl.formatMessage({ id: 'bulkUsers.task.progress' })}</Label>
            <span>{counts}</span>
          </div>
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${total === 0 ? 100 : percentage}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
