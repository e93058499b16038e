import type { ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';

import * as styles from './Tooltip.css';

export type TooltipTriggerProps = TooltipTriggerComponentProps;

/**
 * Wraps a focusable react-aria control (e.g. `Button`) and its `Tooltip`. The tooltip shows after
 * `delay` ms of hover (default 600), at once on keyboard focus, and hides on Escape, blur or leave.
 */
export function TooltipTrigger({ delay = 600, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger {...props} delay={delay} />;
}

export interface TooltipProps extends Pick<AriaTooltipProps, 'placement' | 'offset'> {
  /** A short hint. Never put essential information or interactive content in a tooltip. */
  children: ReactNode;
}

/** A short text hint that describes its trigger (`aria-describedby`), with an arrow pointing at it. */
export function Tooltip({ children, placement = 'top', offset = 8 }: TooltipProps) {
  return (
    <AriaTooltip placement={placement} offset={offset} className={styles.tooltip}>
      <OverlayArrow>
        <svg width={12} height={6} viewBox="0 0 12 6" aria-hidden="true" className={styles.arrow}>
          <path d="M0 0 L6 6 L12 0" />
        </svg>
      </OverlayArrow>
      {children}
    </AriaTooltip>
  );
}
