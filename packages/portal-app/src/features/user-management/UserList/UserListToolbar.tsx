import type { RowAction } from '@partner-insights/tables';
import { TableToolbar } from '@partner-insights/tables';
import { Button, SearchField } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useAreaStore } from '../../../stores/StoresContext';
import { createUserManagementStore } from '../stores/UserManagementStore';
import { ExportAction } from './ExportAction';
import * as styles from './UserListPage.css';

interface UserListToolbarProps {
  readonly search: string;
  readonly onSearch: (term: string) => void;
  readonly bulkActions: readonly RowAction[];
  /** Whether the tab lists the users without app access (the active users' tab). */
  readonly offersNonProvisioned: boolean;
}

/**
 * Above a tab's table: the search, the users without app access (on the active users' tab), the actions on the
 * selected rows while there are some, and the export.
 */
export const UserListToolbar = observer(function UserListToolbar({
  search,
  onSearch,
  bulkActions,
  offersNonProvisioned,
}: UserListToolbarProps) {
  const store = useAreaStore(createUserManagementStore);
  const intl = useIntl();
  const selectedCount = store.selected.length;
  return (
    <TableToolbar
      search={
        // A new search field per search from the address, so back and forward show the search they return to.
        <SearchField
          key={search}
          label={intl.formatMessage({ id: 'userList.search' })}
          defaultValue={search}
          onSearch={onSearch}
        />
      }
      filters={
        offersNonProvisioned && (
          <Button variant="ghost" onPress={() => store.openDialog({ kind: 'nonProvisioned' })}>
            {intl.formatMessage({ id: 'userList.nonProvisioned' })}
          </Button>
        )
      }
      bulkActions={
        selectedCount > 0 &&
        bulkActions.length > 0 && (
          <div
            role="group"
            aria-label={intl.formatMessage({ id: 'userList.bulkActions' })}
            className={styles.selection}
          >
            <span className={styles.selectedCount}>
              {intl.formatMessage({ id: 'userList.selected' }, { count: selectedCount })}
            </span>
            {bulkActions.map((action) => (
              <Button
                key={action.id}
                variant={action.id === 'delete' ? 'critical' : 'secondary'}
                onPress={action.onAction}
              >
                {action.label}
              </Button>
            ))}
          </div>
        )
      }
      exportAction={<ExportAction />}
    />
  );
});
