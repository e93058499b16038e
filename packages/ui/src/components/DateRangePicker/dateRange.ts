import { CalendarDate, type DateValue } from '@internationalized/date';

/** A range of calendar days, both ends included. */
export interface DateRange {
  start: CalendarDate;
  end: CalendarDate;
}

/** How the trigger writes a date: the spec's picker default, or day-month-year numbers. */
export type DateDisplayFormat = 'MMM DD' | 'DD-MM-YYYY';

export const defaultMinValue = new CalendarDate(1900, 1, 1);
export const defaultMaxValue = new CalendarDate(2100, 1, 1);

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Writes one date in `format`: "Mar 01" (month name in `locale`) or "01-03-2026". */
export function formatDate(date: DateValue, format: DateDisplayFormat, locale: string): string {
  if (format === 'DD-MM-YYYY') return `${twoDigits(date.day)}-${twoDigits(date.month)}-${date.year}`;
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(date.toDate('UTC'));
  return `${month} ${twoDigits(date.day)}`;
}

/** Writes a range as "start – end" in `format`. */
export function formatDateRange(range: DateRange, format: DateDisplayFormat, locale: string): string {
  return `${formatDate(range.start, format, locale)} – ${formatDate(range.end, format, locale)}`;
}

/** Days the range covers, both ends included: a single day is 1. */
export function rangeLengthInDays(range: DateRange): number {
  return range.end.compare(range.start) + 1;
}

/** Whether the range covers more days than `maxDays` allows (no limit when it is undefined). */
export function exceedsMaxDays(range: DateRange, maxDays: number | undefined): boolean {
  return maxDays !== undefined && rangeLengthInDays(range) > maxDays;
}
