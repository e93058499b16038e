import { Button, PageHeader } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { RevealWhenReady } from '../../../components/RevealWhenReady/RevealWhenReady';
import { ViewOnlyNotice } from '../../../components/ViewOnlyNotice/ViewOnlyNotice';
import { useAccessRequestsTotal } from '../../access-requests';
import { BulkTaskStatus, BulkUserActions } from '../../bulk-users';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { lazyWithTimeout } from '../../../routes/lazyWithTimeout';
import { useAreaStore } from '../../../stores/StoresContext';
import { UserDialogs } from '../UserDialogs/UserDialogs';
import { createUserManagementStore } from '../stores/UserManagementStore';
import { viewFromSearchParams } from '../stores/userListView';
import { UserListBodySkeleton } from './UserListBodySkeleton';
import { useShowOutcome } from './useShowOutcome';
import * as styles from './UserListPage.css';
import * as layout from '../../../components/page/pageLayout.css';

const UserListBody = lazyWithTimeout(async () => ({ default: (await import('./UserListBody')).UserListBody }));

/**
 * /admin/userList: the company's users by tab (active, pending, blocked, sponsored suppliers where it has them),
 * with what an admin does to them. The tab, search, page and sort live in the address, so reload and back keep them.
 * Spectators see every list and change nothing. The header paints first; the tabs and tables follow with their
 * code, while their rows load.
 */
const UserListPage = observer(function UserListPage() {
  useAreaMessages('user-management');
  const store = useAreaStore(createUserManagementStore);
  const intl = useIntl();
  const showOutcome = useShowOutcome();
  const [searchParams] = useSearchParams();
  const view = useMemo(() => viewFromSearchParams(searchParams), [searchParams]);
  // Asked for here, with the rows and the other tabs' counts, not once the tabs' code is in.
  const accessRequestsTotal = useAccessRequestsTotal(store.companyId);

  useEffect(() => {
    void store.show(view);
  }, [store, view]);

  return (
    <div className={layout.page.full}>
      <PageHeader
        title={intl.formatMessage({ id: 'userList.title' })}
        description={intl.formatMessage({ id: 'userList.description' })}
        actions={
          store.mayManage && (
            <div className={styles.headerActions}>
              <BulkUserActions />
              <Button onPress={() => store.openDialog({ kind: 'addUser' })}>
                {intl.formatMessage({ id: 'userList.addUser' })}
              </Button>
            </div>
          )
        }
      />
      {!store.mayManage && <ViewOnlyNotice />}
      {store.mayManage && <BulkTaskStatus />}
      <RevealWhenReady pending={<UserListBodySkeleton rows={view.pageSize} />} isImmediate={UserListBody.isLoaded()}>
        <UserListBody view={view} accessRequestsTotal={accessRequestsTotal} onOutcome={showOutcome} />
      </RevealWhenReady>
      <UserDialogs onOutcome={showOutcome} />
    </div>
  );
});

export default UserListPage;
