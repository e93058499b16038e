import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';
import { OverlayTriggerStateContext, PopoverContext, Provider } from 'react-aria-components';
import type { AriaListBoxOptions } from 'react-aria/useListBox';
import type { ComboBoxState } from 'react-stately/useComboBoxState';

import { Popover } from '../Popover';
import { NoResults } from '../Select/NoResults';
import { OptionList } from '../Select/OptionList';
import type { SelectOption } from '../Select/options';

export interface ComboBoxPopoverProps {
  /** The combo box's state: its filtered options, selection, focus and open state. */
  state: ComboBoxState<SelectOption>;
  inputRef: RefObject<HTMLInputElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** The field's hook reads both: a press inside the popover is no blur, and it scrolls the focused option. */
  popoverRef: RefObject<HTMLDivElement | null>;
  listBoxRef: RefObject<HTMLDivElement | null>;
  /** What `useComboBox` gives the list: its id, label, virtual focus and selection behaviour. */
  listBoxProps: AriaListBoxOptions<SelectOption>;
  noResultsText?: string;
}

/**
 * The suggestions of a combo box, loaded the first time a user points at or focuses one: a popover below the
 * input with the list, which says "No results found" when the text matches no option.
 */
export function ComboBoxPopover({
  state,
  inputRef,
  buttonRef,
  popoverRef,
  listBoxRef,
  listBoxProps,
  noResultsText,
}: ComboBoxPopoverProps) {
  // As wide as the input and its button together, as react-aria-components sizes a combo box's popover.
  const [triggerWidth, setTriggerWidth] = useState<string>();
  useLayoutEffect(() => {
    const input = inputRef.current?.getBoundingClientRect();
    const button = buttonRef.current?.getBoundingClientRect();
    if (state.isOpen && input) {
      setTriggerWidth(
        `${Math.max(input.right, button?.right ?? 0) - Math.min(input.left, button?.left ?? input.left)}px`,
      );
    }
  }, [state.isOpen, inputRef, buttonRef]);
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [
          PopoverContext,
          {
            ref: popoverRef,
            triggerRef: inputRef,
            scrollRef: listBoxRef,
            placement: 'bottom start',
            isNonModal: true,
            trigger: 'ComboBox',
            style: { '--trigger-width': triggerWidth } as CSSProperties,
          },
        ],
      ]}
    >
      <Popover>
        <OptionList
          state={state}
          listBoxProps={listBoxProps}
          listBoxRef={listBoxRef}
          renderEmptyState={() => <NoResults text={noResultsText} />}
        />
      </Popover>
    </Provider>
  );
}
