import {
  GLOBAL_USER_COLUMN_LABELS,
  type GlobalUserColumn,
  type GlobalUserRow,
  type GlobalUserSortField,
  type Locale,
} from '@partner-insights/contracts';
import type { DataTableColumn } from '@partner-insights/tables';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useDateFormatting } from '../../../i18n/dateFormats';

const SORTABLE: readonly string[] = [
  'name',
  'email',
  'companyName',
  'lastLogin',
  'status',
] satisfies GlobalUserSortField[];

/** The columns of global user management in the reader's language; all of them stay on narrow screens (the table scrolls). */
export function useGlobalUserColumns(locale: Locale): readonly DataTableColumn<GlobalUserRow>[] {
  const intl = useIntl();
  const { format } = useDateFormatting();
  return useMemo(() => {
    const labels = GLOBAL_USER_COLUMN_LABELS[locale];
    const column = (
      id: GlobalUserColumn,
      value: DataTableColumn<GlobalUserRow>['value'],
      rest: Partial<DataTableColumn<GlobalUserRow>> = {},
    ): DataTableColumn<GlobalUserRow> => ({
      id,
      header: labels[id],
      value,
      isSortable: SORTABLE.includes(id),
      ...rest,
    });
    return [
      // Widths in rem (the table scrolls sideways): each column holds its label and usual values in every language.
      column('name', (row) => `${row.firstName} ${row.lastName}`, { width: 12, minWidth: 12 }),
      column('email', (row) => row.email, { maxLength: 40, width: 16, minWidth: 16 }),
      column('companyName', (row) => row.companyName, { width: 12, minWidth: 12 }),
      column('companyType', (row) => row.uiCompanyType, { width: 10, minWidth: 10 }),
      column('thirdPartyCompanyName', (row) => row.thirdPartyCompanyName, { width: 12, minWidth: 12 }),
      column('appAccess', (row) => row.appAccess.join(', '), { maxLength: 30, width: 14, minWidth: 14 }),
      column('role', (row) => intl.formatMessage({ id: `globalUsers.role.${row.role}` }), { width: 10, minWidth: 10 }),
      column('sbu', (row) => row.sbu, { width: 7, minWidth: 7 }),
      column('lastLogin', (row) => row.lastLogin, {
        cell: (row) =>
          row.lastLogin ? (
            <time dateTime={row.lastLogin}>{format(row.lastLogin, 'numeric')}</time>
          ) : (
            intl.formatMessage({ id: 'globalUsers.never' })
          ),
        width: 9,
        minWidth: 9,
      }),
      column('buoAreaNumber', (row) => row.buoAreaNumber, { width: 8, minWidth: 8 }),
      column('status', (row) => intl.formatMessage({ id: `globalUsers.status.${row.status}` }), {
        width: 8,
        minWidth: 8,
      }),
    ];
  }, [locale, intl, format]);
}
