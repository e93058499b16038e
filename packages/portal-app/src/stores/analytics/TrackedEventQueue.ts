import type { TrackedEvent } from '@partner-insights/contracts';

/**
 * The events waiting to be sent, oldest first. Bounded: beyond its size the oldest are dropped, so an unreachable
 * server (or a sender that never loads) cannot grow memory.
 */
export class TrackedEventQueue {
  readonly #events: TrackedEvent[] = [];
  readonly #maxSize: number;

  constructor(maxSize: number) {
    this.#maxSize = maxSize;
  }

  get length(): number {
    return this.#events.length;
  }

  push(event: TrackedEvent): void {
    this.#events.push(event);
    this.#dropOverflow();
  }

  /** The oldest `count` events, left in the queue. */
  peek(count: number): TrackedEvent[] {
    return this.#events.slice(0, count);
  }

  /** Removes and returns the oldest `count` events. */
  take(count: number): TrackedEvent[] {
    return this.#events.splice(0, count);
  }

  /** Puts a batch that could not be delivered back in front of the newer events. */
  putBack(batch: readonly TrackedEvent[]): void {
    this.#events.unshift(...batch);
    this.#dropOverflow();
  }

  #dropOverflow(): void {
    const overflow = this.#events.length - this.#maxSize;
    if (overflow > 0) this.#events.splice(0, overflow);
  }
}
