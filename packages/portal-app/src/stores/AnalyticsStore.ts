import {
  MAX_TRACKED_EVENTS_PER_BATCH,
  PAGE_VIEW_KIND,
  type TrackedEvent,
  type TrackedEventData,
  type TrackerEventKind,
} from '@partner-insights/contracts';
import type { ApiClient } from '../api/ApiClient';
import type { AnalyticsSender } from './analytics/AnalyticsSender';
import { TrackedEventQueue } from './analytics/TrackedEventQueue';

export const ANALYTICS_EVENTS_PATH = '/analytics/events';

/** The spec: the analytics script loads 3 s after the app starts, off the first paint's critical path. */
export const ANALYTICS_LOAD_DELAY_MS = 3_000;

export interface AnalyticsOptions {
  readonly flushIntervalMs?: number;
  /** Events per request and per beacon. */
  readonly batchSize?: number;
  /** Beyond this many waiting events the oldest are dropped, so an unreachable server cannot grow memory. */
  readonly maxQueueSize?: number;
  readonly now?: () => Date;
}

/**
 * Records page views and interactions at once, and leaves their delivery to the AnalyticsSender, which is loaded
 * ANALYTICS_LOAD_DELAY_MS after start (or on the first explicit flush): whatever is recorded before then waits in
 * the queue and goes out once it has loaded. A page hidden for good hands the queue to a beacon, loaded or not, so
 * a short visit is not lost. Tracking is fire-and-forget: it never throws into the UI and never waits on the
 * network. Not observable on purpose: nothing renders from it.
 */
export class AnalyticsStore {
  readonly #api: ApiClient;
  readonly #flushIntervalMs: number;
  readonly #batchSize: number;
  readonly #now: () => Date;
  readonly #queue: TrackedEventQueue;
  #page = '';
  #traits: TrackedEventData = {};
  #sender: Promise<AnalyticsSender | undefined> | undefined;

  constructor(api: ApiClient, options: AnalyticsOptions = {}) {
    this.#api = api;
    this.#flushIntervalMs = options.flushIntervalMs ?? 10_000;
    this.#batchSize = options.batchSize ?? MAX_TRACKED_EVENTS_PER_BATCH;
    this.#now = options.now ?? (() => new Date());
    this.#queue = new TrackedEventQueue(options.maxQueueSize ?? 500);
  }

  /** Sent with every later event, e.g. the signed-in user's role and plan; empty once they sign out. */
  setTraits(traits: TrackedEventData): void {
    this.#traits = traits;
  }

  trackPageView(pageName: string): void {
    this.#page = pageName;
    this.#enqueue(PAGE_VIEW_KIND, pageName);
  }

  trackEvent(kind: TrackerEventKind, name: string, data?: TrackedEventData): void {
    this.#enqueue(kind, name, data);
  }

  /** Sends what is queued now (e.g. before signing out), loading the sender first if it has not loaded yet. */
  async flush(): Promise<void> {
    const sender = await this.#loadSender();
    await sender?.flush();
  }

  /**
   * Beacons the queue when the page goes away; loads the sender after ANALYTICS_LOAD_DELAY_MS, sends what was
   * recorded until then, and from there on flushes on an interval. Returns the function that stops all of it.
   */
  start(target: Window = window): () => void {
    const onPageHide = (): void => this.#beaconQueued();
    target.addEventListener('pagehide', onPageHide);
    let stopSending: (() => void) | undefined;
    let stopped = false;
    const timeout = setTimeout(() => {
      void this.#loadSender().then((sender) => {
        if (stopped || !sender) return;
        stopSending = sender.start();
        void sender.flush();
      });
    }, ANALYTICS_LOAD_DELAY_MS);
    return () => {
      stopped = true;
      target.removeEventListener('pagehide', onPageHide);
      clearTimeout(timeout);
      stopSending?.();
    };
  }

  /** The sender, loaded once; undefined when the load failed (offline, a newer deploy), which the next try repeats. */
  #loadSender(): Promise<AnalyticsSender | undefined> {
    this.#sender ??= import('./analytics/AnalyticsSender').then(
      ({ AnalyticsSender }) =>
        new AnalyticsSender(this.#api, this.#queue, {
          flushIntervalMs: this.#flushIntervalMs,
          batchSize: this.#batchSize,
        }),
      () => {
        this.#sender = undefined;
        return undefined;
      },
    );
    return this.#sender;
  }

  /** The page's last chance: browsers deliver a beacon after it is gone (and cap each at about 64 KiB). */
  #beaconQueued(): void {
    while (this.#queue.length > 0) {
      const batch = this.#queue.peek(this.#batchSize);
      if (!this.#api.beacon(ANALYTICS_EVENTS_PATH, { events: batch })) return;
      this.#queue.take(batch.length);
    }
  }

  #enqueue(kind: TrackedEvent['kind'], name: string, data?: TrackedEventData): void {
    const merged = { ...this.#traits, ...data };
    this.#queue.push({
      kind,
      name,
      page: this.#page,
      at: this.#now().toISOString(),
      ...(Object.keys(merged).length > 0 && { data: merged }),
    });
  }
}
