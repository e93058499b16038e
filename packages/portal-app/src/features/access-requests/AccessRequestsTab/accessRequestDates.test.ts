import { describe, expect, it } from 'vitest';
import { calendarDay, dayMonthYear } from './accessRequestDates';

describe('access request dates', () => {
  it('writes a moment as DD-MM-YYYY in the reader’s time zone', () => {
    expect(dayMonthYear('2026-02-10T15:30:00.000Z', 'America/Chicago')).toBe('10-02-2026');
    expect(dayMonthYear('2026-02-10T03:30:00.000Z', 'America/Chicago')).toBe('09-02-2026');
  });

  it('finds the calendar day of a moment, where today begins for the end date', () => {
    expect(calendarDay(Date.parse('2026-03-02T09:00:00.000Z'), 'America/Chicago')).toBe('2026-03-02');
    expect(calendarDay(Date.parse('2026-03-02T03:00:00.000Z'), 'America/Chicago')).toBe('2026-03-01');
  });
});
