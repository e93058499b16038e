import { USER_ROW_TABS, type UserRowTab } from '@partner-insights/contracts';
import { Skeleton } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { AccessRequestsTab } from '../../access-requests';
import { combineResources, optionalResource, type ResourceState } from '../../../stores/combineResources';
import { useAreaStore } from '../../../stores/StoresContext';
import { createUserManagementStore } from '../stores/UserManagementStore';
import { DEFAULT_USER_LIST_VIEW, searchParamsOf, type UserListView } from '../stores/userListView';
import type { Outcome } from '../stores/userOutcomes';
import { ExportAction } from './ExportAction';
import { UserListTabs, type UserListTabEntry } from './UserListTabs';
import { UserListTabsSkeleton } from './UserListTabsSkeleton';
import { UserTable } from './UserTable';

interface UserListBodyProps {
  /** The tab, search, page and sort the address holds. */
  readonly view: UserListView;
  /** How many access requests wait (asked for by the page, with the other tabs' counts). */
  readonly accessRequestsTotal: ResourceState<number>;
  readonly onOutcome: (outcome: Outcome) => void;
}

/** The user list's tabs, each with its table or the access requests: most of the page's code. */
export const UserListBody = observer(function UserListBody({
  view,
  accessRequestsTotal: requestsTotal,
  onOutcome,
}: UserListBodyProps) {
  const store = useAreaStore(createUserManagementStore);
  const intl = useIntl();
  const [, setSearchParams] = useSearchParams();

  const changeView = (changes: Partial<UserListView>) => setSearchParams(searchParamsOf({ ...view, ...changes }));
  // Every tab's count at once: a label that gained its count later would push the next ones along.
  const tabCounts = combineResources(store.countsState, optionalResource(requestsTotal));
  const [counts, accessRequestsTotal] = tabCounts.data ?? [null, null];
  // Sponsored suppliers show only where the company has them (or the address asks for them).
  const shownRowTabs = USER_ROW_TABS.filter(
    (tab) => tab !== 'sponsoredSupplier' || view.tab === tab || (counts?.[tab] ?? 0) > 0,
  );
  const rowTab = (tab: UserRowTab): UserListTabEntry => ({
    id: tab,
    label: intl.formatMessage({ id: `userList.tab.${tab}` }),
    ...(counts && { count: counts[tab] }),
    content: <UserTable tab={tab} view={view} onViewChange={changeView} onOutcome={onOutcome} />,
  });
  const tabs: readonly UserListTabEntry[] = [
    ...shownRowTabs.map(rowTab),
    {
      id: 'accessRequestsUserManagement',
      label: intl.formatMessage({ id: 'userList.tab.accessRequestsUserManagement' }),
      ...(accessRequestsTotal !== null && { count: accessRequestsTotal }),
      content: store.companyId !== null && (
        // The tab's own code arrives the first time it shows.
        <Suspense fallback={<Skeleton variant="table" rows={view.pageSize + 1} />}>
          <AccessRequestsTab companyId={store.companyId} exportAction={(search) => <ExportAction search={search} />} />
        </Suspense>
      ),
    },
  ];
  const selected = tabs.find((tab) => tab.id === view.tab) ?? tabs[0];

  return tabCounts.status === 'loading' ? (
    // Until the counts arrive the tabs' labels are unknown: their place is held, the table shows its skeleton.
    <>
      <UserListTabsSkeleton />
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
  );
});
