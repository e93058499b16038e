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
      column('name', (row) => `${row.firstName} ${row.lastName}`),
      column('email', (row) => row.email, { maxLength: 40 }),
      column('companyName', (row) => row.companyName),
      column('companyType', (row) => row.uiCompanyType),
      column('thirdPartyCompanyName', (row) => row.thirdPartyCompanyName),
      column('appAccess', (row) => row.appAccess.join(', '), { maxLength: 30 }),
      column('role', (row) => intl.formatMessage({ id: `globalUsers.role.${row.role}` })),
      column('sbu', (row) => row.sbu),
      column('lastLogin', (row) => row.lastLogin, {
        cell: (row) =>
          row.lastLogin ? (
            <time dateTime={row.lastLogin}>{format(row.lastLogin, 'numeric')}</time>
          ) : (
            intl.formatMessage({ id: 'globalUsers.never' })
          ),
      }),
      column('buoAreaNumber', (row) => row.buoAreaNumber),
      column('status', (row) => intl.formatMessage({ id: `globalUsers.status.${row.status}` })),
    ];
  }, [locale, intl, format]);
}
