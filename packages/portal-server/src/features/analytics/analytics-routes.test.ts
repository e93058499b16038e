import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededTestApp, type SeededTestApp } from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { analyticsEvents } from './analytics.schema';

const pageView = { kind: 'pageView', name: 'Does Not Exist', page: 'Does Not Exist', at: '2026-11-22T10:00:00.000Z' };

describe.each(testDatabaseTargets)('POST /api/analytics/events on $name', (target) => {
  let portal: SeededTestApp;

  const post = (body: unknown, host = 'localhost:3000') =>
    portal.app.request('/api/analytics/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Host: host },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const storedEvents = () => portal.database.db.select().from(analyticsEvents);

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
  });

  afterAll(() => portal?.close());

  it('stores a batch with the market of the host it was sent to', async () => {
    const click = { ...pageView, kind: 'click', name: 'Return to Home', data: { href: '/' } };
    const response = await post({ events: [pageView, click] }, 'mx.localhost:3000');
    expect(response.status).toBe(204);
    const rows = await storedEvents();
    expect(rows.map(({ kind, name, market, data }) => ({ kind, name, market, data }))).toEqual([
      { kind: 'pageView', name: 'Does Not Exist', market: 'MX', data: null },
      { kind: 'click', name: 'Return to Home', market: 'MX', data: { href: '/' } },
    ]);
    expect(rows[0]?.occurredAt.toISOString()).toBe(pageView.at);
  });

  it.each([
    ['an unknown kind', { events: [{ ...pageView, kind: 'keypress' }] }, 'events.0.kind'],
    ['a missing time', { events: [{ ...pageView, at: undefined }] }, 'events.0.at'],
    ['no events', { events: [] }, 'events'],
  ])('refuses %s with 400 and stores nothing', async (_, body, path) => {
    const before = (await storedEvents()).length;
    const response = await post(body);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { status: number; details: { path: string }[] } };
    expect(error.status).toBe(400);
    expect(error.details.map((issue) => issue.path)).toContain(path);
    expect(await storedEvents()).toHaveLength(before);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await post('not json');
    expect(response.status).toBe(400);
  });

  it('refuses a body over 64 KiB before reading it all', async () => {
    const response = await post({ events: [{ ...pageView, name: 'x'.repeat(70 * 1024) }] });
    expect(response.status).toBe(413);
  });
});
