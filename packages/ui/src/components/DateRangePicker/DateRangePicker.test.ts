import { describe, expect, it } from 'vitest';

import { exceedsMaxDays, formatDate, formatDateRange, rangeLengthInDays } from './dateRange';

const march = { start: '2026-03-01', end: '2026-03-15' };

describe('formatDate', () => {
  it('writes day-month-year numbers with leading zeros', () => {
    expect(formatDate('2026-03-01', 'DD-MM-YYYY', 'en-US')).toBe('01-03-2026');
  });

  it('writes the short month name in the locale with a two-digit day', () => {
    expect(formatDate('2026-03-01', 'MMM DD', 'en-US')).toBe('Mar 01');
    expect(formatDate('2026-01-09', 'MMM DD', 'es-MX')).toBe('ene 09');
  });

  it('names the month of the day itself, whatever the reader’s time zone', () => {
    expect(formatDate('2026-03-31', 'MMM DD', 'en-US')).toBe('Mar 31');
    expect(formatDate('2026-04-01', 'MMM DD', 'fr-CA')).toBe('avr. 01');
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

  it('counts across months, leap days and a change of clocks', () => {
    expect(rangeLengthInDays({ start: '2028-02-01', end: '2028-03-01' })).toBe(30);
    expect(rangeLengthInDays({ start: '2026-03-07', end: '2026-03-09' })).toBe(3);
  });
});

describe('exceedsMaxDays', () => {
  const thirtyDays = { start: '2026-03-01', end: '2026-03-30' };
  const thirtyOneDays = { start: '2026-03-01', end: '2026-03-31' };

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
