import type { ReactNode } from 'react';
import { Popover as AriaPopover, OverlayArrow, type PopoverProps as AriaPopoverProps } from 'react-aria-components';

import * as styles from './Popover.css';

export interface PopoverProps extends Omit<AriaPopoverProps, 'children' | 'className' | 'style' | 'render'> {
  children: ReactNode;
  /** Draws an arrow pointing at the trigger. */
  showArrow?: boolean;
}

/**
 * A surface floating next to its trigger. Inside a `PopoverTrigger` (or a select or combo box) react-aria
 * positions it, keeps it on screen, closes it on Escape or an outside press and returns focus to the
 * trigger. It grows in from the edge facing the trigger.
 */
export function Popover({ children, showArrow = false, offset, ...props }: PopoverProps) {
  return (
    <AriaPopover {...props} offset={offset ?? (showArrow ? 12 : 8)} className={styles.popover}>
      {showArrow && (
        <OverlayArrow>
          <svg viewBox="0 0 12 12" aria-hidden="true" className={styles.arrow}>
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      )}
      {children}
    </AriaPopover>
  );
}
