import { USER_ROW_TABS, type UserRowTab } from '@partner-insights/contracts';
import { Button, PageHeader, Skeleton } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ViewOnlyNotice } from '../../../components/ViewOnlyNotice/ViewOnlyNotice';
import { AccessRequestsTab, useAccessRequestsTotal } from '../../access-requests';
import { BulkTaskStatus, BulkUserActions } from '../../bulk-users';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { combineResources, optionalResource } from '../../../stores/combineResources';
import { useAreaStore } from '../../../stores/StoresContext';
import { UserDialogs } from '../UserDialogs/UserDialogs';
import { createUserManagementStore } from '../stores/UserManagementStore';
import {
  DEFAULT_USER_LIST_VIEW,
  searchParamsOf,
  viewFromSearchParams,
  type UserListView,
} from '../stores/userListView';
import { ExportAction } from './ExportAction';
import { useShowOutcome } from './useShowOutcome';
import { UserListTabs, type UserListTabEntry } from './UserListTabs';
import * as styles from './UserListPage.css';
import { UserTable } from './UserTable';
import * as layout from '../../../components/page/pageLayout.css';

/**
 * /admin/userList: the company's users by tab (active, pending, blocked, sponsored suppliers where it has them),
 * with what an admin does to them. The tab, search, page and sort live in the address, so reload and back keep them.
 * Spectators see every list and change nothing.
 */
const UserListPage = observer(function UserListPage() {
  useAreaMessages('user-management');
  const store = useAreaStore(createUserManagementStore);
  const intl = useIntl();
  const showOutcome = useShowOutcome();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => viewFromSearchParams(searchParams), [searchParams]);

  useEffect(() => {
    void store.show(view);
  }, [store, view]);

  const changeView = (changes: Partial<UserListView>) => setSearchParams(searchParamsOf({ ...view, ...changes }));
  // Every tab's count at once: a label that gained its count later would push the next ones along.
  const tabCounts = combineResources(store.countsState, optionalResource(useAccessRequestsTotal(store.companyId)));
  const [counts, accessRequestsTotal] = tabCounts.data ?? [null, null];
  // Sponsored suppliers show only where the company has them (or the address asks for them).
  const shownRowTabs = USER_ROW_TABS.filter(
    (tab) => tab !== 'sponsoredSupplier' || view.tab === tab || (counts?.[tab] ?? 0) > 0,
  );
  const rowTab = (tab: UserRowTab): UserListTabEntry => ({
    id: tab,
    label: intl.formatMessage({ id: `userList.tab.${tab}` }),
    ...(counts && { count: counts[tab] }),
    content: <UserTable tab={tab} view={view} onViewChange={changeView} onOutcome={showOutcome} />,
  });
  const tabs: readonly UserListTabEntry[] = [
    ...shownRowTabs.map(rowTab),
    {
      id: 'accessRequestsUserManagement',
      label: intl.formatMessage({ id: 'userList.tab.accessRequestsUserManagement' }),
      ...(accessRequestsTotal !== null && { count: accessRequestsTotal }),
      content: store.companyId !== null && (
        <AccessRequestsTab companyId={store.companyId} exportAction={(search) => <ExportAction search={search} />} />
      ),
    },
  ];
  const selected = tabs.find((tab) => tab.id === view.tab) ?? tabs[0];

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
      {tabCounts.status === 'loading' ? (
        // Until the counts arrive the tabs' labels are unknown: their place is held, the table shows its skeleton.
        <>
          <div className={styles.tabsSkeleton}>
            <Skeleton rows={1} label={intl.formatMessage({ id: 'userList.loadingTabs' })} />
          </div>
          {selected?.content}
        </>
      ) : (
        <UserListTabs
          tabs={tabs}
          selectedTab={selected?.id ?? view.tab}
          // Another tab starts afresh (its own sort fields, no search), at the rows per page chosen.
          onSelectedTabChange={(tab) =>
            setSearchParams(searchParamsOf({ ...DEFAULT_USER_LIST_VIEW, tab, pageSize: view.pageSize }))
          }
        />
      )}
      <UserDialogs onOutcome={showOutcome} />
    </div>
  );
});

export default UserListPage;
