/** A day as the spec writes date numbers (DD-MM-YYYY), in the reader's time zone. */
export function dayMonthYear(value: string | number | Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(timeZone && { timeZone }),
  }).formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

/** The calendar day (YYYY-MM-DD) a moment falls on in the reader's time zone. */
export function calendarDay(value: number | Date, timeZone?: string): string {
  const [day, month, year] = dayMonthYear(value, timeZone).split('-');
  return `${year}-${month}-${day}`;
}
