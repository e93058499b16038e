import { describe, expect, it } from 'vitest';
import { startOfZonedDay, zonedDayRange } from './zoned-day-bounds';

describe('the reader’s days as instants', () => {
  it('begins a Chicago day at 06:00 UTC in winter and 05:00 UTC in summer', () => {
    expect(startOfZonedDay('2026-01-15', 'America/Chicago').toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(startOfZonedDay('2026-07-15', 'America/Chicago').toISOString()).toBe('2026-07-15T05:00:00.000Z');
  });

  it('ends a range at the start of the day after its last, across a clock change', () => {
    const { start, end } = zonedDayRange('2026-03-07', '2026-03-08', 'America/Chicago');
    expect(start.toISOString()).toBe('2026-03-07T06:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-09T05:00:00.000Z');
  });

  it('handles zones ahead of UTC and UTC itself', () => {
    expect(startOfZonedDay('2026-11-22', 'Asia/Kolkata').toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(startOfZonedDay('2026-11-22', 'UTC').toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });
});
