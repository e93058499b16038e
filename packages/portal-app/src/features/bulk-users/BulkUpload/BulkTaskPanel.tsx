import { Button } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { BulkUsersStore } from '../stores/BulkUsersStore';
import { BulkProgress } from './BulkProgress';
import * as styles from './BulkUpload.css';

/**
 * On the user list, the admin's newest bulk task: its progress while it runs (after a reload or a later visit too),
 * its result once done, until dismissed.
 */
export const BulkTaskPanel = observer(function BulkTaskPanel({ store }: { readonly store: BulkUsersStore }) {
  const intl = useIntl();
  const task = store.shownTask;
  if (!task) return null;
  const running = task.status === 'running';
  return (
    <section className={styles.panel} aria-labelledby="bulk-task-title">
      <p id="bulk-task-title" role="status">
        {intl.formatMessage(
          { id: running ? 'bulkUsers.task.running' : 'bulkUsers.task.done' },
          { fileName: task.fileName },
        )}
      </p>
      <BulkProgress progress={task} />
      <div className={styles.actions}>
        <Button variant="secondary" size="small" onPress={store.showTask}>
          {intl.formatMessage({ id: 'bulkUsers.task.view' })}
        </Button>
        {!running && (
          <Button variant="ghost" size="small" onPress={store.dismissTask}>
            {intl.formatMessage({ id: 'bulkUsers.task.dismiss' })}
          </Button>
        )}
      </div>
    </section>
  );
});
