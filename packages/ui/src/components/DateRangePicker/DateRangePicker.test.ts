import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';

import { exceedsMaxDays, formatDate, formatDateRange, rangeLengthInDays } from './dateRange';

const march = { start: new CalendarDate(2026, 3, 1), end: new CalendarDate(2026, 3, 15) };

describe('formatDate', () => {
  it('writes day-month-year numbers with leading zeros', () => {
    expect(formatDate(new CalendarDate(2026, 3, 1), 'DD-MM-YYYY', 'en-US')).toBe('01-03-2026');
  });

  it('writes the short month name in the locale with a two-digit day', () => {
    expect(formatDate(new CalendarDate(2026, 3, 1), 'MMM DD', 'en-US')).toBe('Mar 01');
    expect(formatDate(new CalendarDate(2026, 1, 9), 'MMM DD', 'es-MX')).toBe('ene 09');
  });
});

describe('formatDateRange', () => {
  it('joins both ends', () => {
    expect(formatDateRange(march, 'DD-MM-YYYY', 'en-US')).toBe('01-03-2026 – 15-03-2026');
    expect(formatDateRange(march, 'MMM DD', 'en-US')).toBe('Mar 01 – Mar 15');
  });
});

describe('rangeLengthInDays', () => {
  it('counts both ends', () => {
    expect(rangeLengthInDays(march)).toBe(15);
    expect(rangeLengthInDays({ start: march.start, end: march.start })).toBe(1);
  });

  it('counts across months and leap days', () => {
    expect(rangeLengthInDays({ start: new CalendarDate(2028, 2, 1), end: new CalendarDate(2028, 3, 1) })).toBe(30);
  });
});

describe('exceedsMaxDays', () => {
  const thirtyDays = { start: new CalendarDate(2026, 3, 1), end: new CalendarDate(2026, 3, 30) };
  const thirtyOneDays = { start: new CalendarDate(2026, 3, 1), end: new CalendarDate(2026, 3, 31) };

  it('allows a range of exactly the maximum', () => {
    expect(exceedsMaxDays(thirtyDays, 30)).toBe(false);
  });

  it('rejects one day more', () => {
    expect(exceedsMaxDays(thirtyOneDays, 30)).toBe(true);
  });

  it('has no limit without a maximum', () => {
    expect(exceedsMaxDays(thirtyOneDays, undefined)).toBe(false);
  });
});
