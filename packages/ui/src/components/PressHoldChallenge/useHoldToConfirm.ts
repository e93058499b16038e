import { useEffect, useRef, useState } from 'react';

/** Where a press-and-hold stands: not started, being held, held long enough, or let go too early. */
export type HoldStatus = 'idle' | 'holding' | 'done' | 'retry';

/**
 * Times a press-and-hold with the real clock: `onHeld` gets the measured hold once it has lasted
 * `holdDurationMs`; letting go earlier asks for another try. Wire `start` and `end` to a press.
 */
export function useHoldToConfirm(holdDurationMs: number, onHeld: (heldMs: number) => void) {
  const [status, setStatus] = useState<HoldStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const start = () => {
    if (status === 'done') return;
    const startedAt = performance.now();
    timer.current = setTimeout(() => {
      timer.current = null;
      setStatus('done');
      onHeld(performance.now() - startedAt);
    }, holdDurationMs);
    setStatus('holding');
  };

  const end = () => {
    if (!timer.current) return;
    clearTimeout(timer.current);
    timer.current = null;
    setStatus('retry');
  };

  return { status, start, end };
}
