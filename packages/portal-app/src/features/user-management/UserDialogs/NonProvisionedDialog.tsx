import { DataTable } from '@partner-insights/tables';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAreaStore } from '../../../stores/StoresContext';
import { createUserManagementStore } from '../stores/UserManagementStore';
import { fullNameOf, useUserColumns } from '../UserList/useUserColumns';
import { UserDialog } from './UserDialog';

/**
 * The company's users who hold no app at all (GET companies/{id}/users/non-provisioned), a page at a time: who
 * cannot launch anything yet, with the same columns as the active users.
 */
export const NonProvisionedDialog = observer(function NonProvisionedDialog() {
  const store = useAreaStore(createUserManagementStore);
  const intl = useIntl();
  const columns = useUserColumns('userManagement');
  const { nonProvisioned, nonProvisionedPaging } = store;

  useEffect(() => {
    void store.loadNonProvisioned();
  }, [store]);

  const title = intl.formatMessage({ id: 'userList.nonProvisioned' });
  return (
    <UserDialog size="large" title={title}>
      <p>{intl.formatMessage({ id: 'userList.nonProvisioned.description' })}</p>
      <DataTable
        label={title}
        columns={columns}
        data={nonProvisioned.data?.items ?? []}
        rowLabel={fullNameOf}
        status={nonProvisioned.status === 'error' ? 'error' : nonProvisioned.data ? 'ready' : 'loading'}
        loadingRowCount={nonProvisionedPaging.pageSize}
        onRetry={() => void store.loadNonProvisioned()}
        pagination={{
          ...nonProvisionedPaging,
          totalCount: nonProvisioned.data?.total ?? 0,
          onChange: (paging) =>
            void store.loadNonProvisioned(
              paging.pageSize === nonProvisionedPaging.pageSize ? paging : { page: 1, pageSize: paging.pageSize },
            ),
        }}
      />
    </UserDialog>
  );
});
