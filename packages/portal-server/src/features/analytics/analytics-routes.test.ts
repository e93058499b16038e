import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, openSeededTestApp, signIn, type SeededTestApp } from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { ANALYTICS_THROTTLED_MESSAGE } from './analytics-routes';
import { analyticsEvents } from './analytics.schema';

const pageView = { kind: 'pageView', name: 'Does Not Exist', page: 'Does Not Exist', at: '2026-11-22T10:00:00.000Z' };
const pageViews = (count: number) => ({ events: Array.from({ length: count }, () => pageView) });

const LIMITS = { eventsPerMinutePerAddress: 10, eventsPerMinutePerSession: 4 };

describe.each(testDatabaseTargets)('POST /api/analytics/events on $name', (target) => {
  let portal: SeededTestApp;

  const postWith = (
    app: SeededTestApp['app'],
    body: unknown,
    { host = 'localhost:3000', address = '198.51.100.1', cookie = '' } = {},
  ) =>
    app.request(
      '/api/analytics/events',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Host: host, ...(cookie ? { Cookie: cookie } : {}) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      },
      fromAddress(address),
    );
  const post = (body: unknown, host?: string) => postWith(portal.app, body, { host });
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

  describe('limits', () => {
    const throttled = async (response: Response, retryAfterSeconds: number) => {
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe(String(retryAfterSeconds));
      expect(await response.json()).toEqual({ error: { status: 429, message: ANALYTICS_THROTTLED_MESSAGE } });
    };

    it('counts the events an address sends a minute, stores none over the limit, and says when to retry', async () => {
      const app = portal.appWith({ analyticsLimits: LIMITS });
      const address = '203.0.113.20';
      // The window is the clock's minute: 09:00:00 to 09:01:00.
      portal.advanceClockBy(20_000);
      expect((await postWith(app, pageViews(6), { address })).status).toBe(204);
      expect((await postWith(app, pageViews(4), { address })).status).toBe(204);
      const before = (await storedEvents()).length;

      await throttled(await postWith(app, pageViews(1), { address }), 40);
      expect(await storedEvents()).toHaveLength(before);
      expect((await postWith(app, pageViews(1), { address: '203.0.113.21' })).status).toBe(204);

      portal.advanceClockBy(40_000);
      expect((await postWith(app, pageViews(10), { address })).status).toBe(204);
    });

    it('counts a signed-in session’s events whatever address they come from', async () => {
      const app = portal.appWith({ analyticsLimits: LIMITS });
      const cookie = await signIn(app, 'user@acme-foods.test');
      portal.advanceClockBy(60_000);
      expect((await postWith(app, pageViews(4), { cookie, address: '203.0.113.30' })).status).toBe(204);

      await throttled(await postWith(app, pageViews(1), { cookie, address: '203.0.113.31' }), 60);
      // The same address without the session is within its own limit.
      expect((await postWith(app, pageViews(1), { address: '203.0.113.31' })).status).toBe(204);
    });
  });
});
