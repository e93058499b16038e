import {
  ACTIVITY_LOG_COLUMNS,
  ACTIVITY_LOG_MESSAGES,
  type ActivityLogColumn,
  type ActivityLogEntry,
  type Locale,
} from '@partner-insights/contracts';
import type { SpreadsheetContent } from '../../platform/spreadsheets/xlsx-stream';

const COLUMN_WIDTHS: Readonly<Record<ActivityLogColumn, number>> = {
  actor: 32,
  entityId: 28,
  event: 28,
  eventDescription: 60,
  sourceApp: 20,
  date: 22,
};

/** When an entry was made, as the reader's wall clock reads it: YYYY-MM-DD HH:mm:ss. */
const wallClockTime = (timeZone: string) => {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return (isoTimestamp: string) => format.format(new Date(isoTimestamp));
};

/** The activity log as a spreadsheet in the reader's language and time zone: the page's columns, every entry. */
export function activityLogSpreadsheet(
  entries: AsyncIterable<ActivityLogEntry>,
  { locale, timeZone }: { readonly locale: Locale; readonly timeZone: string },
): SpreadsheetContent {
  const messages = ACTIVITY_LOG_MESSAGES[locale];
  const timeOf = wallClockTime(timeZone);
  const cells: Readonly<Record<ActivityLogColumn, (entry: ActivityLogEntry) => string>> = {
    actor: ({ actor, actingSuperAdmin }) =>
      actingSuperAdmin ? messages.actingFor({ superAdmin: actingSuperAdmin, actor }) : actor,
    entityId: (entry) => entry.entityId,
    event: (entry) => messages.events[entry.event],
    eventDescription: (entry) => entry.eventDescription,
    sourceApp: (entry) => entry.sourceApp,
    date: (entry) => timeOf(entry.uiCreatedOnDate),
  };
  return {
    sheetName: messages.title,
    headers: ACTIVITY_LOG_COLUMNS.map((column) =>
      column === 'date' ? `${messages.columns.date} (${timeZone})` : messages.columns[column],
    ),
    columnWidths: ACTIVITY_LOG_COLUMNS.map((column) => COLUMN_WIDTHS[column]),
    rows: (async function* () {
      for await (const entry of entries) yield ACTIVITY_LOG_COLUMNS.map((column) => cells[column](entry));
    })(),
  };
}
