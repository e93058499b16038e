import { USER_SORT_FIELDS, type UserRowTab, type UserSortField } from '@partner-insights/contracts';
import { DataTable, type PageState, type SortDescriptor } from '@partner-insights/tables';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useAreaStore } from '../../../stores/StoresContext';
import { createUserManagementStore } from '../stores/UserManagementStore';
import type { UserListView } from '../stores/userListView';
import type { Outcome } from '../stores/userOutcomes';
import { fullNameOf, useUserColumns } from './useUserColumns';
import { useUserActions } from './useUserActions';
import { UserListToolbar } from './UserListToolbar';

interface UserTableProps {
  readonly tab: UserRowTab;
  readonly view: UserListView;
  /** Changes the view (in the address): a new search, sort or page size starts again from page 1. */
  readonly onViewChange: (changes: Partial<UserListView>) => void;
  readonly onOutcome: (outcome: Outcome) => void;
}

const isSortField = (id: string): id is UserSortField => (USER_SORT_FIELDS as readonly string[]).includes(id);

/** One tab's users: the toolbar, then the table paged, sorted and searched on the server. */
export const UserTable = observer(function UserTable({ tab, view, onViewChange, onOutcome }: UserTableProps) {
  const store = useAreaStore(createUserManagementStore);
  const intl = useIntl();
  const columns = useUserColumns(tab);
  const { rowActions, isRowDisabled, bulkActions } = useUserActions(tab, onOutcome);

  const changePage = ({ page, pageSize }: PageState) =>
    onViewChange(pageSize === view.pageSize ? { page } : { page: 1, pageSize: pageSize as UserListView['pageSize'] });
  const changeSort = (sort: SortDescriptor | undefined) =>
    onViewChange({
      page: 1,
      sortBy: sort && isSortField(sort.columnId) ? sort.columnId : USER_SORT_FIELDS[0],
      sortOrder: sort?.direction === 'descending' ? 'DESC' : 'ASC',
    });

  return (
    <DataTable
      label={intl.formatMessage({ id: `userList.tab.${tab}` })}
      columns={columns}
      data={store.rows}
      rowLabel={fullNameOf}
      status={store.listStatus}
      loadingRowCount={view.pageSize}
      searchTerm={view.search || undefined}
      onClearQuery={view.search ? () => onViewChange({ search: '', page: 1 }) : undefined}
      onRetry={() => void store.reload()}
      pagination={{ page: view.page, pageSize: view.pageSize, totalCount: store.total, onChange: changePage }}
      sort={{ columnId: view.sortBy, direction: view.sortOrder === 'DESC' ? 'descending' : 'ascending' }}
      onSortChange={changeSort}
      selectionMode={bulkActions.length > 0 ? 'multiple' : 'none'}
      selectedRowIds={store.selected}
      onSelectionChange={store.setSelected}
      isRowDisabled={isRowDisabled}
      rowActions={bulkActions.length > 0 ? rowActions : undefined}
      toolbar={
        <UserListToolbar
          search={view.search}
          onSearch={(search) => onViewChange({ search, page: 1 })}
          bulkActions={bulkActions}
          offersNonProvisioned={tab === 'userManagement'}
        />
      }
    />
  );
});
