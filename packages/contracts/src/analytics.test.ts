import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_TRACKED_EVENTS_PER_BATCH, TrackedEventBatchSchema } from './analytics';

const pageView = { kind: 'pageView', name: 'Home', page: 'Home', at: '2026-11-22T10:00:00.000Z' };

describe('TrackedEventBatchSchema', () => {
  it('accepts page views and interaction events with flat data', () => {
    const batch = { events: [pageView, { ...pageView, kind: 'click', name: 'Return to Home', data: { target: '/' } }] };
    expect(v.safeParse(TrackedEventBatchSchema, batch).success).toBe(true);
  });
  it.each([
    ['an unknown kind', { events: [{ ...pageView, kind: 'keypress' }] }],
    ['a time that is not ISO 8601', { events: [{ ...pageView, at: 'yesterday' }] }],
    ['nested data', { events: [{ ...pageView, data: { nested: { a: 1 } } }] }],
    ['an empty batch', { events: [] }],
    ['too many events', { events: Array.from({ length: MAX_TRACKED_EVENTS_PER_BATCH + 1 }, () => pageView) }],
  ])('refuses %s', (_, batch) => {
    expect(v.safeParse(TrackedEventBatchSchema, batch).success).toBe(false);
  });
});
