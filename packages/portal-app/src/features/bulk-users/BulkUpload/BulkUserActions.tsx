import { Button } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { Suspense, use, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { lazyWithTimeout } from '../../../routes/lazyWithTimeout';
import { useAreaStore } from '../../../stores/StoresContext';
import { createBulkUsersStore } from '../stores/BulkUsersStore';
import { BulkTaskPanel } from './BulkTaskPanel';
import * as styles from './BulkUpload.css';

// The file input, its drop zone and the preview table load the first time the dialog opens, not with the list.
const BulkUploadDialog = lazyWithTimeout(async () => ({
  default: (await import('./BulkUploadDialog')).BulkUploadDialog,
}));

/** The user list's bulk upload and bulk edit buttons, with their dialog. */
export const BulkUserActions = observer(function BulkUserActions() {
  useAreaMessages('bulk-users');
  const store = useAreaStore(createBulkUsersStore);
  const intl = useIntl();
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onPress={() => store.open('create')}>
        {intl.formatMessage({ id: 'bulkUsers.bulkUpload' })}
      </Button>
      <Button variant="secondary" onPress={() => store.open('edit')}>
        {intl.formatMessage({ id: 'bulkUsers.bulkEdit' })}
      </Button>
      {store.isOpen && (
        <Suspense fallback={null}>
          <BulkUploadDialog store={store} />
        </Suspense>
      )}
    </div>
  );
});

/**
 * The admin's newest bulk task on the user list, found again on the server whenever the page opens. The page waits
 * for the first answer (it suspends), so the task's panel never appears above a page already shown.
 */
export const BulkTaskStatus = observer(function BulkTaskStatus() {
  useAreaMessages('bulk-users');
  const store = useAreaStore(createBulkUsersStore);
  if (store.companyId) use(store.found(store.companyId));
  useEffect(() => {
    void store.resume();
    return store.stop;
  }, [store]);
  return <BulkTaskPanel store={store} />;
});
