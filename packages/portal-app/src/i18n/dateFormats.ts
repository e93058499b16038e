import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/**
 * The spec's date formats (portal-shell §9), as en-US writes them; other languages write the same parts in their
 * own order and words, through Intl.
 * - `short`: month name day, year ("November 25, 2026")
 * - `numeric`: MM/D/YYYY ("11/5/2026")
 * - `dateTime`: MM/DD/YYYY, hh:mm AM or PM ("11/05/2026, 09:30 AM")
 */
export type DateFormat = 'short' | 'numeric' | 'dateTime';

const FORMAT_OPTIONS: Readonly<Record<DateFormat, Intl.DateTimeFormatOptions>> = {
  short: { year: 'numeric', month: 'long', day: 'numeric' },
  numeric: { year: 'numeric', month: '2-digit', day: 'numeric' },
  dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' },
};

/** A moment: a Date, epoch milliseconds, or an ISO string; a date alone ("2026-11-25") is that calendar day. */
export type DateValue = Date | number | string;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Intl.DateTimeFormat is slow to make and quick to use: one per format, locale and time zone, kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter of `format` in `locale` and `timeZone` (the reader's own zone without one). */
export function dateFormatter(format: DateFormat, locale: string, timeZone?: string): Intl.DateTimeFormat {
  const key = `${format} ${locale} ${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...FORMAT_OPTIONS[format], ...(timeZone && { timeZone }) });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A calendar day is the same day in every time zone: it is formatted as written, not moved into the reader's zone. */
function formatterFor(value: DateValue, format: DateFormat, locale: string, timeZone: string | undefined) {
  const isCalendarDate = typeof value === 'string' && CALENDAR_DATE.test(value);
  return dateFormatter(format, locale, isCalendarDate ? 'UTC' : timeZone);
}

const toDate = (value: DateValue): Date => (value instanceof Date ? value : new Date(value));

export function formatDate(value: DateValue, format: DateFormat, locale: string, timeZone?: string): string {
  return formatterFor(value, format, locale, timeZone).format(toDate(value));
}

export function formatDateToParts(
  value: DateValue,
  format: DateFormat,
  locale: string,
  timeZone?: string,
): Intl.DateTimeFormatPart[] {
  return formatterFor(value, format, locale, timeZone).formatToParts(toDate(value));
}

export interface DateFormatting {
  readonly format: (value: DateValue, format: DateFormat) => string;
  readonly formatToParts: (value: DateValue, format: DateFormat) => Intl.DateTimeFormatPart[];
}

/** The formats in the page's language and time zone (the IntlProvider's: the signed-in user's preferred zone). */
export function useDateFormatting(): DateFormatting {
  const { locale, timeZone } = useIntl();
  return useMemo(
    () => ({
      format: (value, format) => formatDate(value, format, locale, timeZone),
      formatToParts: (value, format) => formatDateToParts(value, format, locale, timeZone),
    }),
    [locale, timeZone],
  );
}
