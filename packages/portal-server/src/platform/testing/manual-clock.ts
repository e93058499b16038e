import type { Clock } from '../clock';

/** A clock that stands still until the test moves it. */
export function manualClock(start: Date): { clock: Clock; advanceBy(milliseconds: number): void } {
  let now = start.getTime();
  return {
    clock: () => new Date(now),
    advanceBy(milliseconds) {
      now += milliseconds;
    },
  };
}
