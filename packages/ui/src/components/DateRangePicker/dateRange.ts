// Days are YYYY-MM-DD strings, as the contracts send them: callers need no date library, and a page with a closed
// picker loads none (the calendar brings @internationalized/date with it when it opens).

/** A range of calendar days as YYYY-MM-DD, both ends included. */
export interface DateRange {
  start: string;
  end: string;
}

/** How the trigger writes a date: the spec's picker default, or day-month-year numbers. */
export type DateDisplayFormat = 'MMM DD' | 'DD-MM-YYYY';

/** The earliest and latest days a picker offers unless told. */
export const DEFAULT_MIN_DATE = '1900-01-01';
export const DEFAULT_MAX_DATE = '2100-01-01';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day's midnight in UTC, in milliseconds (a date-only ISO string reads as UTC): no clock change in between. */
const utcMidnight = (date: string): number => Date.parse(date);

/** Writes one date in `format`: "Mar 01" (month name in `locale`) or "01-03-2026". */
export function formatDate(date: string, format: DateDisplayFormat, locale: string): string {
  const [year, month, day] = date.split('-');
  if (format === 'DD-MM-YYYY') return `${day}-${month}-${year}`;
  const monthName = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(utcMidnight(date));
  return `${monthName} ${day}`;
}

/** Writes a range as "start – end" in `format`. */
export function formatDateRange(range: DateRange, format: DateDisplayFormat, locale: string): string {
  return `${formatDate(range.start, format, locale)} – ${formatDate(range.end, format, locale)}`;
}

/** Days the range covers, both ends included: a single day is 1. */
export function rangeLengthInDays(range: DateRange): number {
  return (utcMidnight(range.end) - utcMidnight(range.start)) / DAY_MS + 1;
}

/** Whether the range covers more days than `maxDays` allows (no limit when it is undefined). */
export function exceedsMaxDays(range: DateRange, maxDays: number | undefined): boolean {
  return maxDays !== undefined && rangeLengthInDays(range) > maxDays;
}
