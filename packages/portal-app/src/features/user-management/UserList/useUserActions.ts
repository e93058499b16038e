import type { UserRow, UserRowTab } from '@partner-insights/contracts';
import type { RowAction } from '@partner-insights/tables';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { activityLogPath } from '../../activity-log';
import { useAreaStore } from '../../../stores/StoresContext';
import { createUserManagementStore } from '../stores/UserManagementStore';
import type { Outcome } from '../stores/userOutcomes';
import { BULK_ACTIONS, rowActionsOf, type UserAction } from './userActions';

/** Does an action to the users of `loginIds` (one row, or the selection). */
export type ActOn = (action: UserAction, loginIds: readonly string[]) => void;

/**
 * The row menus, the selection's rules and the bulk actions of a tab, for an admin. Spectators get none; nobody acts
 * on their own row (no one blocks or deletes themselves). Most actions open their dialog; resending an invitation
 * asks no more and answers with its message.
 */
export function useUserActions(tab: UserRowTab, onOutcome: (outcome: Outcome) => void) {
  const store = useAreaStore(createUserManagementStore);
  const intl = useIntl();
  const navigate = useNavigate();
  const label = (action: UserAction) => intl.formatMessage({ id: `userList.action.${action}` });

  const act = (action: UserAction, row: UserRow | null, loginIds: readonly string[]) => {
    if (action === 'resendInvite' && row) void store.resendInvite(row).then(onOutcome);
    else if (action === 'editAccess' && row) store.openDialog({ kind: 'editAccess', user: row });
    else if (action !== 'resendInvite' && action !== 'editAccess') store.openDialog({ kind: action, loginIds });
  };

  const actionsOf = (row: UserRow): readonly UserAction[] =>
    store.mayManage && !store.isOwnRow(row) ? rowActionsOf(tab, row) : [];

  // Reading what a user did changes nothing: whoever may open the log (spectators too) finds it from the row. Pending
  // rows keep the menu the spec gives them.
  const viewActivity = (row: UserRow): readonly RowAction[] =>
    store.mayViewActivity && tab !== 'pendingUserManagement'
      ? [
          {
            id: 'viewActivity',
            label: intl.formatMessage({ id: 'userList.action.viewActivity' }),
            onAction: () => void navigate(activityLogPath({ user: row.loginId })),
          },
        ]
      : [];

  const rowActions = (row: UserRow): readonly RowAction[] => [
    ...actionsOf(row).map((action) => ({
      id: action,
      label: label(action),
      onAction: () => act(action, row, [row.loginId]),
    })),
    ...viewActivity(row),
  ];

  const bulkActions = store.mayManage ? BULK_ACTIONS[tab] : [];
  return {
    rowActions,
    /** Rows the bulk actions cannot apply to cannot be selected. */
    isRowDisabled: (row: UserRow) => !actionsOf(row).some((action) => bulkActions.includes(action)),
    bulkActions: bulkActions.map((action) => ({
      id: action,
      label: label(action),
      onAction: () => act(action, null, store.selected),
    })),
  };
}
