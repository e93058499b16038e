const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as the spec writes admin table dates (administration-and-content §9): DD-MM-YYYY, the same in every
 * language, on the calendar of the reader's time zone.
 */
export function dayMonthYear(isoTimestamp: string, timeZone: string | undefined): string {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone });
    formatters.set(key, formatter);
  }
  const parts = Object.fromEntries(
    formatter.formatToParts(new Date(isoTimestamp)).map(({ type, value }) => [type, value]),
  );
  return `${parts['day']}-${parts['month']}-${parts['year']}`;
}
