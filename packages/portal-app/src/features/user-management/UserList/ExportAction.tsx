import { Alert, Button, Spinner } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { formatFileSize } from '../../../i18n/fileSize';
import { useAreaStore } from '../../../stores/StoresContext';
import { createUserManagementStore } from '../stores/UserManagementStore';
import * as styles from './UserListPage.css';

interface ExportActionProps {
  /** The search of a tab that keeps its own (access requests); otherwise the address's. */
  readonly search?: string;
}

/**
 * Export of the shown tab with its search: the button, then while the file downloads a spinner with how far it got
 * (a share when the server gives the length, the bytes received when it streams without one), and on failure the
 * spec's message with Try again.
 */
export const ExportAction = observer(function ExportAction({ search }: ExportActionProps) {
  const store = useAreaStore(createUserManagementStore);
  const intl = useIntl();
  const { status, received, total } = store.export;

  if (status === 'failed') {
    return (
      <Alert
        tone="critical"
        action={{
          label: intl.formatMessage({ id: 'userList.export.tryAgain' }),
          onPress: () => void store.export.retry(),
        }}
        onDismiss={store.export.dismiss}
      >
        {intl.formatMessage({ id: 'userList.export.failed' })}
      </Alert>
    );
  }
  const progress =
    total === null
      ? intl.formatMessage({ id: 'userList.export.downloading' }, { received: formatFileSize(intl, received) })
      : intl.formatMessage({ id: 'userList.export.downloadingShare' }, { share: received / total });
  return (
    <div className={styles.exportArea}>
      {status === 'downloading' && (
        <span className={styles.progress} role="status">
          <Spinner size="inline" label={progress} />
          <span aria-hidden="true">{progress}</span>
        </span>
      )}
      <Button variant="secondary" isDisabled={status === 'downloading'} onPress={() => void store.exportList(search)}>
        {intl.formatMessage({ id: 'userList.export' })}
      </Button>
    </div>
  );
});
