/** Time and timers, given to stores so tests and stories can run them on a fake clock. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(timer: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof globalThis.setTimeout>),
};

export function wait(clock: Clock, delayMs: number): Promise<void> {
  return new Promise((resolve) => clock.setTimeout(resolve, delayMs));
}
