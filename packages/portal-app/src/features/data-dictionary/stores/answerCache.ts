import type { ApiResponse } from '../../../api/ApiClient';
import type { Clock } from '../../../stores/Clock';

/** More answers than a visit asks for; the oldest go first beyond it. */
const MAX_ANSWERS = 200;

/**
 * Successful answers kept by request for the stale time: a page or a search asked for again (back, a reload of
 * the view, a topic chosen twice) shows at once without calling the server.
 */
export class AnswerCache<T> {
  readonly #answers = new Map<string, { readonly result: T; readonly at: number }>();
  readonly #clock: Clock;
  readonly #staleTimeMs: number;

  constructor(clock: Clock, staleTimeMs: number) {
    this.#clock = clock;
    this.#staleTimeMs = staleTimeMs;
  }

  async answer(key: string, load: () => Promise<ApiResponse<T>>): Promise<ApiResponse<T>> {
    const kept = this.#answers.get(key);
    if (kept && this.#clock.now() - kept.at < this.#staleTimeMs) return { result: kept.result, headers: {} };
    const response = await load();
    if (!response.error) {
      this.#answers.delete(key);
      this.#answers.set(key, { result: response.result, at: this.#clock.now() });
      if (this.#answers.size > MAX_ANSWERS) this.#answers.delete(this.#answers.keys().next().value as string);
    }
    return response;
  }
}
