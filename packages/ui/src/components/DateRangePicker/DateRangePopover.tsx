import type { RefObject } from 'react';
import type { OverlayTriggerAria } from 'react-aria/useOverlayTrigger';
import { Dialog, OverlayTriggerStateContext, Provider } from 'react-aria-components';
import type { OverlayTriggerState } from 'react-stately/useOverlayTriggerState';

import { Popover } from '../Popover';
import { DateRangeCalendar, type DateRangeCalendarProps } from './DateRangeCalendar';
import * as styles from './DateRangePicker.css';

export interface DateRangePopoverProps extends DateRangeCalendarProps {
  /** The picker's open state, which the popover closes on Escape or an outside press. */
  state: OverlayTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** What `useOverlayTrigger` gives the dialog: the id the trigger controls. */
  dialogProps: OverlayTriggerAria['overlayProps'];
}

/**
 * The open date range picker: a dialog with the calendar, in a popover anchored below the trigger, as
 * react-aria-components' DialogTrigger places it. A module of its own, loaded when the picker is about to open:
 * react-aria-components' dialog and popover bring its menu, collection and focus code with them.
 */
export function DateRangePopover({ state, triggerRef, dialogProps, labelId, ...calendar }: DateRangePopoverProps) {
  return (
    <Provider values={[[OverlayTriggerStateContext, state]]}>
      <Popover trigger="DialogTrigger" triggerRef={triggerRef} placement="bottom start">
        <Dialog {...dialogProps} aria-labelledby={labelId} className={styles.dialog}>
          <DateRangeCalendar labelId={labelId} {...calendar} />
        </Dialog>
      </Popover>
    </Provider>
  );
}
