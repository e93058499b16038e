import { makeAutoObservable, onBecomeObserved, onBecomeUnobserved, runInAction } from 'mobx';
import { NO_RESPONSE_STATUS, UNKNOWN_HTTP_ERROR, type ApiError, type ApiResponse } from '../api/ApiClient';
import { systemClock, type Clock } from './Clock';

export type RemoteStatus = 'idle' | 'loading' | 'success' | 'error';

/** How long loaded data counts as fresh (spec portal-shell §9: query stale time). */
export const DEFAULT_STALE_TIME_MS = 300_000;

/** How long data no one uses is kept before it is dropped (spec portal-shell §9: query cache time). */
export const DEFAULT_CACHE_TIME_MS = 600_000;

/**
 * `read`: fetches data; until its first answer it is loading (the spec's default remote-resource state: fetching,
 * no error, no result), so a page shows its skeleton, not an empty or failed state. `write`: sends a change (a
 * save, a post); idle until it is sent.
 */
export type RemoteResourceKind = 'read' | 'write';

export interface RemoteResourceOptions {
  readonly kind?: RemoteResourceKind;
  readonly staleTimeMs?: number;
  readonly cacheTimeMs?: number;
  /** Time and the cache timer (a manual clock in tests). */
  readonly clock?: Clock;
}

/** A write: idle until sent, and sent every time, though a call under way with the same arguments is joined. */
export const WRITE: RemoteResourceOptions = { kind: 'write', staleTimeMs: 0 };

/** Data loaded once for the whole visit (the portal configuration): always fresh, never dropped. */
export const FOR_THE_VISIT: RemoteResourceOptions = {
  staleTimeMs: Number.POSITIVE_INFINITY,
  cacheTimeMs: Number.POSITIVE_INFINITY,
};

/** What a page may observe: while any of them is observed, the resource is in use and keeps its data. */
const OBSERVED_STATE = ['status', 'data', 'error'] as const;

/**
 * One remote call as observable state: loading -> success (data) | error; `reset` returns to the starting state
 * (loading for a read, idle for a write). `run` skips the call while the data loaded with the same arguments is
 * still fresh, joins a call already under way with the same arguments, and lets only the latest call write its
 * answer. A resource that no one observes (no page shows it) and that is not loading keeps its answer for the cache
 * time, then drops it: the next page to show it loads it afresh instead of showing old data.
 */
export class RemoteResource<T, Args extends readonly unknown[] = []> {
  status: RemoteStatus;
  data: T | null = null;
  error: ApiError | null = null;

  readonly #load: (...args: Args) => Promise<ApiResponse<T>>;
  readonly #initialStatus: RemoteStatus;
  readonly #staleTimeMs: number;
  readonly #cacheTimeMs: number;
  readonly #clock: Clock;
  #loadedAt = Number.NEGATIVE_INFINITY;
  #argsKey: string | undefined;
  #pending: Promise<void> | undefined;
  #generation = 0;
  /** How many of status, data and error are observed. */
  #observed = 0;
  #cacheTimer: unknown;

  constructor(load: (...args: Args) => Promise<ApiResponse<T>>, options: RemoteResourceOptions = {}) {
    this.#load = load;
    this.#initialStatus = options.kind === 'write' ? 'idle' : 'loading';
    this.status = this.#initialStatus;
    this.#staleTimeMs = options.staleTimeMs ?? DEFAULT_STALE_TIME_MS;
    this.#cacheTimeMs = options.cacheTimeMs ?? DEFAULT_CACHE_TIME_MS;
    this.#clock = options.clock ?? systemClock;
    makeAutoObservable(this, {}, { autoBind: true });
    for (const property of OBSERVED_STATE) {
      onBecomeObserved(this, property, () => this.#observedChange(+1));
      onBecomeUnobserved(this, property, () => this.#observedChange(-1));
    }
  }

  get isLoading(): boolean {
    return this.status === 'loading';
  }

  run(...args: Args): Promise<void> {
    const argsKey = JSON.stringify(args);
    if (argsKey === this.#argsKey) {
      if (this.#pending) return this.#pending;
      if (this.status === 'success' && this.#clock.now() - this.#loadedAt < this.#staleTimeMs) {
        this.#keepIfUnused();
        return Promise.resolve();
      }
    }

    const generation = ++this.#generation;
    this.#argsKey = argsKey;
    this.#clock.clearTimeout(this.#cacheTimer);
    this.status = 'loading';
    this.error = null;
    // The executor turns a loader that throws (a bug, not a failed call) into a rejection, so it still settles.
    const pending = new Promise<ApiResponse<T>>((resolve) => resolve(this.#load(...args))).then(
      (response) => this.#settle(generation, response),
      (reason: unknown) => this.#settle(generation, loaderFailure(reason)),
    );
    this.#pending = pending;
    return pending;
  }

  /** Back to the starting state, empty; the answer of a call still under way is dropped. */
  reset(): void {
    this.#generation += 1;
    this.#pending = undefined;
    this.#argsKey = undefined;
    this.#loadedAt = Number.NEGATIVE_INFINITY;
    this.#clock.clearTimeout(this.#cacheTimer);
    this.status = this.#initialStatus;
    this.data = null;
    this.error = null;
  }

  #settle(generation: number, response: ApiResponse<T>): void {
    if (generation !== this.#generation) return;
    runInAction(() => {
      this.#pending = undefined;
      if (response.error) {
        this.status = 'error';
        this.error = response.error;
        this.data = null;
      } else {
        this.status = 'success';
        this.data = response.result;
        this.#loadedAt = this.#clock.now();
      }
    });
    this.#keepIfUnused();
  }

  #observedChange(by: 1 | -1): void {
    this.#observed += by;
    if (this.#observed > 0) this.#clock.clearTimeout(this.#cacheTimer);
    else this.#keepIfUnused();
  }

  /** Unused (unobserved, and not loading): keep the answer for the cache time from now, then drop it. */
  #keepIfUnused(): void {
    this.#clock.clearTimeout(this.#cacheTimer);
    const hasAnswer = this.#argsKey !== undefined && !this.#pending;
    if (!hasAnswer || this.#observed > 0 || !Number.isFinite(this.#cacheTimeMs)) return;
    this.#cacheTimer = this.#clock.setTimeout(() => this.reset(), this.#cacheTimeMs);
  }
}

function loaderFailure(reason: unknown): ApiResponse<never> {
  return { error: { status: NO_RESPONSE_STATUS, message: UNKNOWN_HTTP_ERROR, details: String(reason) }, result: null };
}
