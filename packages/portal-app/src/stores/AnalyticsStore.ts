import {
  MAX_TRACKED_EVENTS_PER_BATCH,
  PAGE_VIEW_KIND,
  type TrackedEvent,
  type TrackedEventData,
  type TrackerEventKind,
} from '@partner-insights/contracts';
import { NO_RESPONSE_STATUS, type ApiClient, type ApiError } from '../api/ApiClient';

export const ANALYTICS_EVENTS_PATH = '/analytics/events';

export interface AnalyticsOptions {
  readonly flushIntervalMs?: number;
  /** Events per request (and per beacon, which browsers cap at about 64 KiB). */
  readonly batchSize?: number;
  /** Beyond this many waiting events the oldest are dropped, so an unreachable server cannot grow memory. */
  readonly maxQueueSize?: number;
  readonly now?: () => Date;
}

/**
 * Records page views and interactions and sends them in batches, on an interval and as a beacon when the page is
 * hidden for good. Tracking is fire-and-forget: it never throws into the UI, never waits on the network, and a
 * failed delivery is retried later or dropped. Not observable on purpose: nothing renders from it.
 */
export class AnalyticsStore {
  readonly #api: ApiClient;
  readonly #flushIntervalMs: number;
  readonly #batchSize: number;
  readonly #maxQueueSize: number;
  readonly #now: () => Date;
  readonly #queue: TrackedEvent[] = [];
  #page = '';
  #flushing: Promise<void> | undefined;

  constructor(api: ApiClient, options: AnalyticsOptions = {}) {
    this.#api = api;
    this.#flushIntervalMs = options.flushIntervalMs ?? 10_000;
    this.#batchSize = options.batchSize ?? MAX_TRACKED_EVENTS_PER_BATCH;
    this.#maxQueueSize = options.maxQueueSize ?? 500;
    this.#now = options.now ?? (() => new Date());
  }

  trackPageView(pageName: string): void {
    this.#page = pageName;
    this.#enqueue(PAGE_VIEW_KIND, pageName);
  }

  trackEvent(kind: TrackerEventKind, name: string, data?: TrackedEventData): void {
    this.#enqueue(kind, name, data);
  }

  /** Sends what is queued; a flush already under way is joined rather than doubled. */
  flush(): Promise<void> {
    this.#flushing ??= this.#sendQueued().finally(() => {
      this.#flushing = undefined;
    });
    return this.#flushing;
  }

  /** Flushes on an interval and beacons the rest when the page goes away; returns the function that stops both. */
  start(target: Window = window): () => void {
    const interval = setInterval(() => void this.flush(), this.#flushIntervalMs);
    const onPageHide = (): void => this.#beaconQueued();
    target.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(interval);
      target.removeEventListener('pagehide', onPageHide);
    };
  }

  #enqueue(kind: TrackedEvent['kind'], name: string, data?: TrackedEventData): void {
    const event: TrackedEvent = { kind, name, page: this.#page, at: this.#now().toISOString(), ...(data && { data }) };
    this.#queue.push(event);
    this.#dropOverflow();
  }

  async #sendQueued(): Promise<void> {
    while (this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.#batchSize);
      const { error } = await this.#api.post(ANALYTICS_EVENTS_PATH, { events: batch });
      if (error) {
        if (isWorthRetrying(error)) this.#requeue(batch);
        return;
      }
    }
  }

  #beaconQueued(): void {
    while (this.#queue.length > 0) {
      const batch = this.#queue.slice(0, this.#batchSize);
      if (!this.#api.beacon(ANALYTICS_EVENTS_PATH, { events: batch })) return;
      this.#queue.splice(0, batch.length);
    }
  }

  #requeue(batch: readonly TrackedEvent[]): void {
    this.#queue.unshift(...batch);
    this.#dropOverflow();
  }

  #dropOverflow(): void {
    const overflow = this.#queue.length - this.#maxQueueSize;
    if (overflow > 0) this.#queue.splice(0, overflow);
  }
}

/** No answer, a timeout, throttling or a server fault may pass; any other refusal would repeat itself. */
function isWorthRetrying({ status }: ApiError): boolean {
  return status === NO_RESPONSE_STATUS || status === 408 || status === 429 || status >= 500;
}
