import type { UserRow, UserRowTab } from '@partner-insights/contracts';
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
    // `width`: the column's share of the table (1 by default), by the room its label and values need: the eight
    // columns of active users fit 1024 px in English, and scroll sideways where a language's labels run longer.
    const column = (id: string, header: MessageId, value: Column['value'], maxLength = 17, width = 1) => ({
      id,
      header: text({ id: header }),
      value,
      maxLength,
      width,
    });
    const sortable = (...args: Parameters<typeof column>): Column => ({ ...column(...args), isSortable: true });

    const name = sortable('name', 'userList.column.name', fullNameOf, 30, 1.25);
    const email = sortable('email', 'userList.column.email', (row) => row.email, 30, 1.5);
    const appAccess = column(
      'appAccess',
      'userList.column.appAccess',
      (row) => (row.uiAppAccess.length > 0 ? row.uiAppAccess.join(', ') : text({ id: 'userList.noApps' })),
      40,
      1.1,
    );
    const role = sortable('role', 'userList.column.role', (row) => text({ id: `userList.role.${row.role}` }), 25, 1.6);
    const lastLogin = sortable('lastLogin', 'userList.column.lastLogin', (row) => date(row.uiLastLoginTime), 17, 1.5);

    const columns: Readonly<Record<UserRowTab, readonly Column[]>> = {
      userManagement: [
        name,
        email,
        column(
          'userType',
          'userList.column.userType',
          (row) => text({ id: `userList.userType.${row.userType}` }),
          17,
          1.1,
        ),
        column(
          'companyType',
          'userList.column.companyType',
          (row) => text({ id: `userList.companyType.${row.uiCompanyType}` }),
          17,
          1.1,
        ),
        appAccess,
        role,
        sortable('status', 'userList.column.status', (row) => text({ id: `userList.status.${row.uiState}` }), 17, 1.2),
        lastLogin,
      ],
      pendingUserManagement: [
        name,
        email,
        role,
        appAccess,
        sortable(
          'status',
          'userList.column.status',
          (row) => text({ id: row.stage ? `userList.stage.${row.stage}` : `userList.status.${row.uiState}` }),
          30,
          1.25,
        ),
        column('requestedBy', 'userList.column.requestedBy', (row) => row.createdBy ?? '', 30, 1.5),
        sortable('createdOn', 'userList.column.requestedOn', (row) => date(row.uiCreatedOnDate), 17, 1.25),
      ],
      blockedUserManagement: [
        name,
        email,
        sortable('blockedOn', 'userList.column.blockedDate', (row) => date(row.uiBlockedOn)),
        column('blockedBy', 'userList.column.blockedBy', (row) => row.uiBlockedBy ?? '', 30, 1.5),
        column('reason', 'userList.column.reason', (row) => row.blockedReason ?? '', 50, 2),
      ],
      sponsoredSupplier: [
        name,
        email,
        sortable('companyName', 'userList.column.thirdPartyCompanyName', (row) => row.companyName, 30, 1.5),
        appAccess,
        lastLogin,
      ],
    };
    return columns[tab];
  }, [intl, tab, timeZone]);
}
