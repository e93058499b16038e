import type { Clock } from '../stores/Clock';

interface Timer {
  readonly dueAt: number;
  readonly callback: () => void;
}

/** A clock that moves only when told: timers run, in order, as `advance` passes their time. */
export function createManualClock(start: number) {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, Timer>();
  const clock: Clock = {
    now: () => now,
    setTimeout: (callback, delayMs) => {
      nextId += 1;
      timers.set(nextId, { dueAt: now + delayMs, callback });
      return nextId;
    },
    clearTimeout: (timer) => void timers.delete(timer as number),
  };

  /** Moves time forward by `ms`, running each timer due on the way (and letting its promises settle). */
  const advance = async (ms: number): Promise<void> => {
    const end = now + ms;
    for (;;) {
      const [id, due] =
        [...timers].filter(([, timer]) => timer.dueAt <= end).sort(([, a], [, b]) => a.dueAt - b.dueAt)[0] ?? [];
      if (id === undefined || !due) break;
      timers.delete(id);
      now = due.dueAt;
      due.callback();
      await settle();
    }
    now = end;
    await settle();
  };
  return { clock, advance };
}

/** Lets pending promise callbacks (fixture answers, store updates) run. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 10; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
