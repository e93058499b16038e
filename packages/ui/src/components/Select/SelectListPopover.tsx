import type { ReactNode, RefObject } from 'react';
import { OverlayTriggerStateContext, Provider } from 'react-aria-components';
import type { OverlayTriggerState } from 'react-stately/useOverlayTriggerState';

import { Popover } from '../Popover';

export interface SelectListPopoverProps {
  /** The select's open state, which the popover closes on Escape or an outside press. */
  state: OverlayTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The list, kept scrolled to its chosen option as the popover is placed. */
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The id of the select's label, which names the popover. */
  labelledBy: string | undefined;
  children: ReactNode;
}

/** The popover of an open select, anchored below its trigger, as react-aria-components' Select places it. */
export function SelectListPopover({ state, triggerRef, scrollRef, labelledBy, children }: SelectListPopoverProps) {
  return (
    <Provider values={[[OverlayTriggerStateContext, state]]}>
      <Popover
        trigger="Select"
        triggerRef={triggerRef}
        scrollRef={scrollRef}
        placement="bottom start"
        aria-labelledby={labelledBy}
      >
        {children}
      </Popover>
    </Provider>
  );
}
