import { useRef } from 'react';

import { OptionList } from './OptionList';
import type { SelectPopoverProps } from './SelectField';
import { SelectListPopover } from './SelectListPopover';

/**
 * The open select: a popover anchored to the trigger with the list of options, loaded the first time a select is
 * about to open.
 */
export function SelectPopover({ state, triggerRef, listBoxProps }: SelectPopoverProps<'single'>) {
  const listBoxRef = useRef<HTMLDivElement>(null);
  return (
    <SelectListPopover
      state={state}
      triggerRef={triggerRef}
      scrollRef={listBoxRef}
      labelledBy={listBoxProps['aria-labelledby']}
    >
      <OptionList state={state} listBoxProps={listBoxProps} listBoxRef={listBoxRef} />
    </SelectListPopover>
  );
}
