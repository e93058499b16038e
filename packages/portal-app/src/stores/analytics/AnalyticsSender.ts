import { NO_RESPONSE_STATUS, type ApiClient, type ApiError } from '../../api/ApiClient';
import { ANALYTICS_EVENTS_PATH } from '../AnalyticsStore';
import type { TrackedEventQueue } from './TrackedEventQueue';

export interface AnalyticsSenderOptions {
  readonly flushIntervalMs: number;
  /** Events per request. */
  readonly batchSize: number;
}

/**
 * Delivers the tracker's queue in batches, on an interval and on demand, retrying what may pass later. Loaded on
 * its own (see AnalyticsStore), so none of it weighs on the first paint. Fire-and-forget: a failed delivery is
 * retried later or dropped, never thrown.
 */
export class AnalyticsSender {
  readonly #api: ApiClient;
  readonly #queue: TrackedEventQueue;
  readonly #options: AnalyticsSenderOptions;
  #flushing: Promise<void> | undefined;

  constructor(api: ApiClient, queue: TrackedEventQueue, options: AnalyticsSenderOptions) {
    this.#api = api;
    this.#queue = queue;
    this.#options = options;
  }

  /** Sends what is queued; a flush already under way is joined rather than doubled. */
  flush(): Promise<void> {
    this.#flushing ??= this.#sendQueued().finally(() => {
      this.#flushing = undefined;
    });
    return this.#flushing;
  }

  /** Flushes on an interval; returns the function that stops it. */
  start(): () => void {
    const interval = setInterval(() => void this.flush(), this.#options.flushIntervalMs);
    return () => clearInterval(interval);
  }

  async #sendQueued(): Promise<void> {
    while (this.#queue.length > 0) {
      const batch = this.#queue.take(this.#options.batchSize);
      const { error } = await this.#api.post(ANALYTICS_EVENTS_PATH, { events: batch });
      if (error) {
        if (isWorthRetrying(error)) this.#queue.putBack(batch);
        return;
      }
    }
  }
}

/** No answer, a timeout, throttling or a server fault may pass; any other refusal would repeat itself. */
function isWorthRetrying({ status }: ApiError): boolean {
  return status === NO_RESPONSE_STATUS || status === 408 || status === 429 || status >= 500;
}
