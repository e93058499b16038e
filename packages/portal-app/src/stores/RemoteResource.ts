import { makeAutoObservable, runInAction } from 'mobx';
import { NO_RESPONSE_STATUS, UNKNOWN_HTTP_ERROR, type ApiError, type ApiResponse } from '../api/ApiClient';

export type RemoteStatus = 'idle' | 'loading' | 'success' | 'error';

/** How long loaded data counts as fresh (spec: query stale time). */
export const DEFAULT_STALE_TIME_MS = 300_000;

export interface RemoteResourceOptions {
  readonly staleTimeMs?: number;
  readonly now?: () => number;
}

/**
 * One remote call as observable state: idle -> loading -> success (data) | error, and back to idle on reset.
 * `run` skips the call while the data loaded with the same arguments is still fresh, joins a call already
 * under way with the same arguments, and lets only the latest call write its answer.
 */
export class RemoteResource<T, Args extends readonly unknown[] = []> {
  status: RemoteStatus = 'idle';
  data: T | null = null;
  error: ApiError | null = null;

  readonly #load: (...args: Args) => Promise<ApiResponse<T>>;
  readonly #staleTimeMs: number;
  readonly #now: () => number;
  #loadedAt = Number.NEGATIVE_INFINITY;
  #argsKey: string | undefined;
  #pending: Promise<void> | undefined;
  #generation = 0;

  constructor(load: (...args: Args) => Promise<ApiResponse<T>>, options: RemoteResourceOptions = {}) {
    this.#load = load;
    this.#staleTimeMs = options.staleTimeMs ?? DEFAULT_STALE_TIME_MS;
    this.#now = options.now ?? Date.now;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get isLoading(): boolean {
    return this.status === 'loading';
  }

  run(...args: Args): Promise<void> {
    const argsKey = JSON.stringify(args);
    if (argsKey === this.#argsKey) {
      if (this.#pending) return this.#pending;
      if (this.status === 'success' && this.#now() - this.#loadedAt < this.#staleTimeMs) return Promise.resolve();
    }

    const generation = ++this.#generation;
    this.#argsKey = argsKey;
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

  /** Back to idle and empty; the answer of a call still under way is dropped. */
  reset(): void {
    this.#generation += 1;
    this.#pending = undefined;
    this.#argsKey = undefined;
    this.#loadedAt = Number.NEGATIVE_INFINITY;
    this.status = 'idle';
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
        this.#loadedAt = this.#now();
      }
    });
  }
}

function loaderFailure(reason: unknown): ApiResponse<never> {
  return { error: { status: NO_RESPONSE_STATUS, message: UNKNOWN_HTTP_ERROR, details: String(reason) }, result: null };
}
