import { errorEnvelope } from '@partner-insights/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../api/ApiClient';
import type { TrackedEvent } from '@partner-insights/contracts';
import { createFixtureTransport, type Fixture, type FixtureReply } from '../testing/fixtureTransport';
import { ANALYTICS_LOAD_DELAY_MS, AnalyticsStore, type AnalyticsOptions } from './AnalyticsStore';

const EVENTS_ROUTE = 'POST /api/analytics/events';
const AT = new Date('2025-03-04T05:06:07.000Z');

function setUp(eventsFixture: Fixture = { status: 204 }, options: AnalyticsOptions = {}) {
  const transport = createFixtureTransport({ [EVENTS_ROUTE]: eventsFixture });
  const beacons: TrackedEvent[][] = [];
  const sendBeacon = vi.fn((_url: string, body: Blob) => {
    void body.text().then((text) => beacons.push((JSON.parse(text) as { events: TrackedEvent[] }).events));
    return true;
  });
  const api = new ApiClient({ fetch: transport.fetch, sendBeacon });
  const analytics = new AnalyticsStore(api, { now: () => AT, ...options });
  const sentBatches = () => transport.requests.map((request) => (request.body as { events: TrackedEvent[] }).events);
  return { analytics, transport, sentBatches, sendBeacon, beacons };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AnalyticsStore', () => {
  it('sends page views and events with the page they happened on', async () => {
    const { analytics, transport, sentBatches } = setUp();

    analytics.trackPageView('Home');
    analytics.trackEvent('click', 'return_home_click', { target: '/' });
    await analytics.flush();

    expect(transport.requests).toHaveLength(1);
    expect(transport.requests[0]?.url).toBe('/api/analytics/events');
    expect(sentBatches()).toEqual([
      [
        { kind: 'pageView', name: 'Home', page: 'Home', at: AT.toISOString() },
        { kind: 'click', name: 'return_home_click', page: 'Home', at: AT.toISOString(), data: { target: '/' } },
      ],
    ]);
  });

  it('sends the traits it was given with every later event, and none once they are cleared', async () => {
    const { analytics, sentBatches } = setUp();

    analytics.setTraits({ role: 'Admin', plan: 'Charter' });
    analytics.trackEvent('click', 'launch', { product: 'SB' });
    analytics.setTraits({});
    analytics.trackEvent('click', 'sign_in');
    await analytics.flush();

    expect(sentBatches()[0]?.map((event) => event.data)).toEqual([
      { role: 'Admin', plan: 'Charter', product: 'SB' },
      undefined,
    ]);
  });

  it('does not call the server when nothing is queued', async () => {
    const { analytics, transport } = setUp();

    await analytics.flush();

    expect(transport.requests).toHaveLength(0);
  });

  it('splits the queue into batches', async () => {
    const { analytics, sentBatches } = setUp({ status: 204 }, { batchSize: 2 });

    ['a', 'b', 'c', 'd', 'e'].forEach((name) => analytics.trackEvent('search', name));
    await analytics.flush();

    expect(sentBatches().map((batch) => batch.map((event) => event.name))).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('joins a flush already under way instead of sending twice', async () => {
    const { analytics, transport } = setUp();

    analytics.trackEvent('click', 'once');
    await Promise.all([analytics.flush(), analytics.flush()]);

    expect(transport.requests).toHaveLength(1);
  });

  it.each<[string, () => FixtureReply | Promise<FixtureReply>]>([
    ['no answer from the server', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server fault', () => ({ status: 503, body: errorEnvelope(503, 'Unavailable') })],
  ])('keeps the batch for the next flush after %s', async (_situation, firstAnswer) => {
    let calls = 0;
    const { analytics, sentBatches } = setUp(() => (calls++ === 0 ? firstAnswer() : { status: 204 }));

    analytics.trackEvent('click', 'kept');
    await expect(analytics.flush()).resolves.toBeUndefined();
    analytics.trackEvent('click', 'later');
    await analytics.flush();

    expect(sentBatches().map((batch) => batch.map((event) => event.name))).toEqual([['kept'], ['kept', 'later']]);
  });

  it('drops a batch the server refuses as invalid', async () => {
    let calls = 0;
    const { analytics, sentBatches } = setUp(() =>
      calls++ === 0 ? { status: 400, body: errorEnvelope(400, 'Invalid events') } : { status: 204 },
    );

    analytics.trackEvent('click', 'refused');
    await analytics.flush();
    analytics.trackEvent('click', 'next');
    await analytics.flush();

    expect(sentBatches().map((batch) => batch.map((event) => event.name))).toEqual([['refused'], ['next']]);
  });

  it('bounds the queue by dropping the oldest events', async () => {
    const { analytics, sentBatches } = setUp({ status: 204 }, { maxQueueSize: 3 });

    ['1', '2', '3', '4', '5'].forEach((name) => analytics.trackEvent('scroll', name));
    await analytics.flush();

    expect(sentBatches()[0]?.map((event) => event.name)).toEqual(['3', '4', '5']);
  });

  it('loads the sender 3 s after start and sends the events recorded before, none lost', async () => {
    vi.useFakeTimers();
    const { analytics, transport, sentBatches } = setUp();
    const stop = analytics.start(window);

    analytics.trackPageView('Home');
    analytics.trackEvent('click', 'early');
    await vi.advanceTimersByTimeAsync(ANALYTICS_LOAD_DELAY_MS - 1);
    expect(transport.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(transport.requests).toHaveLength(1));

    expect(sentBatches().map((batch) => batch.map((event) => event.name))).toEqual([['Home', 'early']]);
    stop();
  });

  it('flushes on its interval until stopped', async () => {
    vi.useFakeTimers();
    const { analytics, transport } = setUp({ status: 204 }, { flushIntervalMs: 1_000 });
    const stop = analytics.start(window);
    await vi.advanceTimersByTimeAsync(ANALYTICS_LOAD_DELAY_MS);
    await analytics.flush(); // the sender has loaded: its interval runs from here

    analytics.trackPageView('Home');
    await vi.advanceTimersByTimeAsync(999);
    expect(transport.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.requests).toHaveLength(1);

    stop();
    analytics.trackPageView('Admin');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(transport.requests).toHaveLength(1);
  });

  it('hands what is queued to a beacon when the page is hidden, before the sender has loaded too', async () => {
    const { analytics, transport, sendBeacon, beacons } = setUp({ status: 204 }, { batchSize: 2 });
    const stop = analytics.start(window);

    analytics.trackPageView('Home');
    analytics.trackEvent('click', 'a');
    analytics.trackEvent('click', 'b');
    window.dispatchEvent(new Event('pagehide'));
    stop();
    await vi.waitFor(() => expect(beacons).toHaveLength(2));

    expect(sendBeacon).toHaveBeenCalledWith('/api/analytics/events', expect.any(Blob));
    expect(beacons.map((batch) => batch.map((event) => event.name))).toEqual([['Home', 'a'], ['b']]);
    await analytics.flush();
    expect(transport.requests).toHaveLength(0);
  });

  it('keeps events the browser would not take as a beacon', async () => {
    const transport = createFixtureTransport({ [EVENTS_ROUTE]: { status: 204 } });
    const api = new ApiClient({ fetch: transport.fetch, sendBeacon: () => false });
    const analytics = new AnalyticsStore(api);
    const stop = analytics.start(window);

    analytics.trackEvent('hover', 'kept');
    window.dispatchEvent(new Event('pagehide'));
    stop();
    await analytics.flush();

    expect(transport.requests).toHaveLength(1);
  });

  it('never throws into the caller, whatever the transport does', async () => {
    const api = new ApiClient({
      fetch: () => {
        throw new Error('transport bug');
      },
    });
    const analytics = new AnalyticsStore(api);

    expect(() => analytics.trackEvent('error', 'boom')).not.toThrow();
    await expect(analytics.flush()).resolves.toBeUndefined();
  });
});
