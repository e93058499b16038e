import { ACTIVITY_LOG_MESSAGES, type ActivityLogListedEntry, type Locale } from '@partner-insights/contracts';
import type { DataTableColumn } from '@partner-insights/tables';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { dayMonthYear } from '../../../i18n/dayMonthYear';

/** The User ID cell: the user, or the super admin who acted for the company and as whom. */
export const userCellText = (entry: ActivityLogListedEntry, locale: Locale): string =>
  entry.actingSuperAdmin
    ? ACTIVITY_LOG_MESSAGES[locale].actingFor({ superAdmin: entry.actingSuperAdmin, actor: entry.actor })
    : entry.actor;

/** The activity log's columns in the reader's language; every column stays on narrow screens (the table scrolls). */
export function useActivityLogColumns(locale: Locale): readonly DataTableColumn<ActivityLogListedEntry>[] {
  const intl = useIntl();
  return useMemo(() => {
    const { columns, events } = ACTIVITY_LOG_MESSAGES[locale];
    return [
      {
        id: 'actor',
        header: columns.actor,
        value: (entry) => userCellText(entry, locale),
        // Both names whole: who acted is what the column is read for.
        cell: (entry) => userCellText(entry, locale),
        // Widths in rem (the table scrolls sideways): each column holds its label and usual values in every language.
        width: 12,
        minWidth: 12,
      },
      {
        id: 'entityId',
        header: columns.entityId,
        value: (entry) => entry.entityId,
        maxLength: 30,
        width: 11,
        minWidth: 11,
      },
      { id: 'event', header: columns.event, value: (entry) => events[entry.event], width: 10, minWidth: 10 },
      {
        id: 'eventDescription',
        header: columns.eventDescription,
        value: (entry) => entry.eventDescription,
        width: 16,
        minWidth: 16,
      },
      { id: 'sourceApp', header: columns.sourceApp, value: (entry) => entry.sourceApp, width: 8, minWidth: 8 },
      {
        id: 'uiCreatedOnDate',
        header: columns.date,
        value: (entry) => entry.uiCreatedOnDate,
        // DD-MM-YYYY like every admin table, then the time: entries of one day are told apart by it.
        cell: (entry) => (
          <time dateTime={entry.uiCreatedOnDate}>
            {`${dayMonthYear(entry.uiCreatedOnDate, intl.timeZone)} ${intl.formatTime(entry.uiCreatedOnDate, {
              hour: '2-digit',
              minute: '2-digit',
            })}`}
          </time>
        ),
        isSortable: true,
        width: 10,
        minWidth: 10,
      },
    ];
  }, [locale, intl]);
}
