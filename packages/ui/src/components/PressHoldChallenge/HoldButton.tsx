import { useEffect, useRef } from 'react';
import { Button as AriaButton } from 'react-aria-components';

import * as styles from './PressHoldChallenge.css';
import type { HoldStatus } from './useHoldToConfirm';

interface HoldButtonProps {
  status: HoldStatus;
  holdDurationMs: number;
  label: string;
  /** The id of the instruction, which describes the button. */
  describedBy: string;
  onHoldStart: () => void;
  onHoldEnd: () => void;
}

/**
 * The button to press and hold, with pointer, touch, Space or Enter (react-aria's press events). It fills
 * over the hold's duration and turns to a check once held long enough.
 */
export function HoldButton({ status, holdDurationMs, label, describedBy, onHoldStart, onHoldEnd }: HoldButtonProps) {
  const fill = useRef<HTMLSpanElement>(null);

  // The fill is the hold's progress, so it runs as a script animation tied to the hold: reduced motion
  // cuts CSS animations short, which would show a full button while the hold still goes on.
  useEffect(() => {
    if (status !== 'holding') return;
    const filling = fill.current?.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
      duration: holdDurationMs,
      easing: 'linear',
      fill: 'forwards',
    });
    return () => filling?.cancel();
  }, [status, holdDurationMs]);

  return (
    <AriaButton
      aria-describedby={describedBy}
      data-status={status}
      onPressStart={onHoldStart}
      onPressEnd={onHoldEnd}
      className={styles.holdButton}
    >
      <span ref={fill} className={styles.holdFill} aria-hidden="true" />
      <span className={styles.holdLabel}>
        {status === 'done' && (
          <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" className={styles.checkIcon}>
            <path d="M4 10.5l4 4 8-9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        )}
        {label}
      </span>
    </AriaButton>
  );
}
