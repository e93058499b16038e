import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ActivityLogFilterSchema, ActivityLogPageQuerySchema } from './activity-log-query';
import { ACTIVITY_LOG_RANGE_MESSAGE, addDays, daysInRange, defaultActivityLogRange } from './activity-log-range';

const filter = (from: string, to: string, rest: Record<string, unknown> = {}) => ({
  from,
  to,
  timeZone: 'America/Chicago',
  ...rest,
});
const messagesOf = (input: unknown) =>
  v.safeParse(ActivityLogFilterSchema, input).issues?.map(({ message }) => message) ?? [];

describe('the activity log’s range', () => {
  it('counts both ends, across months and leap days', () => {
    expect(daysInRange('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysInRange('2028-02-01', '2028-03-01')).toBe(30);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('defaults to 29 days back to today: 30 days', () => {
    const range = defaultActivityLogRange('2026-11-25');
    expect(range).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(daysInRange(range.from, range.to)).toBe(30);
  });

  it('takes 30 days and refuses 31 with the spec’s words, and a range that ends before it starts', () => {
    expect(messagesOf(filter('2026-10-27', '2026-11-25'))).toEqual([]);
    expect(messagesOf(filter('2026-10-26', '2026-11-25'))).toEqual([ACTIVITY_LOG_RANGE_MESSAGE]);
    expect(messagesOf(filter('2026-11-25', '2026-11-24'))).toHaveLength(1);
  });

  it('refuses unknown time zones, events and dates', () => {
    expect(messagesOf(filter('2026-11-01', '2026-11-02', { timeZone: 'Mars/Base' }))).toHaveLength(1);
    expect(messagesOf(filter('2026-11-01', '2026-11-02', { events: ['NOT_AN_EVENT'] }))).toHaveLength(1);
    expect(messagesOf(filter('2026-11-31', '2026-12-02'))).not.toEqual([]);
  });
});

describe('the activity log’s page query', () => {
  const companyId = '00000000-0000-4000-8000-000000000001';
  it('starts at page 0, ten rows, newest first', () => {
    expect(v.parse(ActivityLogPageQuerySchema, { companyId })).toEqual({
      companyId,
      pageNumber: 0,
      pageSize: 10,
      sortBy: 'uiCreatedOnDate',
      sortOrder: 'DESC',
    });
  });

  it('takes only the rows-per-page choices', () => {
    expect(v.is(ActivityLogPageQuerySchema, { companyId, pageSize: '30' })).toBe(false);
    expect(v.is(ActivityLogPageQuerySchema, { companyId, pageSize: '75' })).toBe(true);
  });
});
