import {
  COMPANY_TYPES,
  CREATE_USER_STAGES,
  ROLES,
  USER_STATUSES,
  USER_TYPES,
  type CompanyType,
  type CreateUserStage,
  type Role,
  type UserRow,
  type UserRowTab,
  type UserStatus,
  type UserType,
} from '@partner-insights/contracts';
import type { DataTableColumn } from '@partner-insights/tables';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues';
import { useStores } from '../../../stores/StoresContext';
import { dayMonthYear } from '../../../i18n/dayMonthYear';

type Column = DataTableColumn<UserRow>;

export const fullNameOf = (row: UserRow): string => `${row.firstName} ${row.lastName}`;

/**
 * The columns of each tab of users, with the spec's labels, in the reader's language. Name and email lead every
 * tab, so phones (which show two columns) show who each row is. Text columns are cut at 17 to 50 characters by
 * how long their values run; sortable columns are named after the server's sort fields.
 */
export function useUserColumns(tab: UserRowTab): readonly Column[] {
  const intl = useIntl();
  const timeZone = useStores().session.user?.user_preferences.locale.timezone;
  return useMemo(() => {
    const text = intl.formatMessage;
    const date = (value: string | null) => (value ? dayMonthYear(value, timeZone) : text({ id: 'userList.never' }));
    // `width`: the column's share of the table, by the room its label and values need. Products and dates (with
    // tabular digits, and a cut text's ellipsis) keep their words whole through `minWidth`, labels through `wholeWords`
    // in the reader's language; a name's share stays above the width of most names' words wherever products or dates
    // show. The eight columns of active users fit 1280 px in every language, and scroll sideways in a narrower window
    // rather than break a word.
    const column = (
      id: string,
      header: MessageId,
      value: Column['value'],
      maxLength = 17,
      width = 1,
      keepWhole: Pick<Column, 'minWidth' | 'wholeWords'> = {},
    ): Column => ({ id, header: text({ id: header }), value, maxLength, width, ...keepWhole });
    const sortable = (...args: Parameters<typeof column>): Column => ({ ...column(...args), isSortable: true });
    // Each value's label, for its cells and, all of them, for the words its column keeps whole.
    const roleLabel = (role: Role) => text({ id: `userList.role.${role}` });
    const statusLabel = (status: UserStatus) => text({ id: `userList.status.${status}` });
    const stageLabel = (stage: CreateUserStage) => text({ id: `userList.stage.${stage}` });
    const userTypeLabel = (userType: UserType) => text({ id: `userList.userType.${userType}` });
    const companyTypeLabel = (companyType: CompanyType) => text({ id: `userList.companyType.${companyType}` });

    const name = sortable('name', 'userList.column.name', fullNameOf, 30, 7.25);
    // Addresses break anywhere: the column takes what the others leave.
    const email = (share: number) => sortable('email', 'userList.column.email', (row) => row.email, 30, share);
    const appAccess = column(
      'appAccess',
      'userList.column.appAccess',
      (row) => (row.uiAppAccess.length > 0 ? row.uiAppAccess.join(', ') : text({ id: 'userList.noApps' })),
      40,
      8.75,
      { minWidth: 8.75 },
    );
    // The super administrators belong to the portal's own company, not to the companies whose users are listed here.
    const companyRoles = ROLES.filter((role) => !role.startsWith('SUPER_ADMIN'));
    const role = sortable('role', 'userList.column.role', (row) => roleLabel(row.role), 25, 8.1, {
      wholeWords: companyRoles.map(roleLabel),
    });
    const lastLogin = sortable('lastLogin', 'userList.column.lastLogin', (row) => date(row.uiLastLoginTime), 17, 7.5, {
      minWidth: 7.5,
    });
    const statuses = USER_STATUSES.map(statusLabel);

    const columns: Readonly<Record<UserRowTab, readonly Column[]>> = {
      userManagement: [
        name,
        email(8),
        column('userType', 'userList.column.userType', (row) => userTypeLabel(row.userType), 17, 6, {
          wholeWords: USER_TYPES.map(userTypeLabel),
        }),
        column('companyType', 'userList.column.companyType', (row) => companyTypeLabel(row.uiCompanyType), 17, 6.8, {
          wholeWords: COMPANY_TYPES.map(companyTypeLabel),
        }),
        appAccess,
        role,
        sortable('status', 'userList.column.status', (row) => statusLabel(row.uiState), 17, 6.25, {
          wholeWords: statuses,
        }),
        lastLogin,
      ],
      pendingUserManagement: [
        name,
        email(8),
        role,
        appAccess,
        sortable(
          'status',
          'userList.column.status',
          (row) => (row.stage ? stageLabel(row.stage) : statusLabel(row.uiState)),
          30,
          7.25,
          { wholeWords: [...CREATE_USER_STAGES.map(stageLabel), ...statuses] },
        ),
        column('requestedBy', 'userList.column.requestedBy', (row) => row.createdBy ?? '', 30, 8),
        sortable('createdOn', 'userList.column.requestedOn', (row) => date(row.uiCreatedOnDate), 17, 7.5, {
          minWidth: 7.5,
        }),
      ],
      blockedUserManagement: [
        name,
        email(9),
        sortable('blockedOn', 'userList.column.blockedDate', (row) => date(row.uiBlockedOn), 17, 7.5, {
          minWidth: 7.5,
        }),
        column('blockedBy', 'userList.column.blockedBy', (row) => row.uiBlockedBy ?? '', 30, 9),
        column('reason', 'userList.column.reason', (row) => row.blockedReason ?? '', 50, 12),
      ],
      sponsoredSupplier: [
        name,
        email(9),
        sortable('companyName', 'userList.column.thirdPartyCompanyName', (row) => row.companyName, 30, 9),
        appAccess,
        lastLogin,
      ],
    };
    return columns[tab];
  }, [intl, tab, timeZone]);
}
