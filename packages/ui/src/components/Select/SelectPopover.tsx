import { useRef, type RefObject } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useHover } from 'react-aria/useHover';
import { useListBox, useOption } from 'react-aria/useListBox';

import * as styles from './listBox.css';
import { OptionContent } from './OptionContent';
import type { SelectOption } from './options';
import type { SelectPopoverProps as FieldPopoverProps } from './SelectField';
import { SelectListPopover } from './SelectListPopover';

type SelectPopoverProps = FieldPopoverProps<'single'>;
type State = SelectPopoverProps['state'];

/**
 * The open select: a popover anchored to the trigger with the list of options, loaded the first time a select is
 * about to open. It reads and changes the select's own state, so the trigger and the list never disagree.
 */
export function SelectPopover({ state, triggerRef, listBoxProps }: SelectPopoverProps) {
  const listBoxRef = useRef<HTMLDivElement>(null);
  return (
    <SelectListPopover
      state={state}
      triggerRef={triggerRef}
      scrollRef={listBoxRef}
      labelledBy={listBoxProps['aria-labelledby']}
    >
      <SelectListBox state={state} listBoxProps={listBoxProps} listBoxRef={listBoxRef} />
    </SelectListPopover>
  );
}

interface SelectListBoxProps extends Pick<SelectPopoverProps, 'state' | 'listBoxProps'> {
  listBoxRef: RefObject<HTMLDivElement | null>;
}

function SelectListBox({ state, listBoxProps, listBoxRef }: SelectListBoxProps) {
  const { listBoxProps: props } = useListBox(listBoxProps, state, listBoxRef);
  return (
    <div {...props} ref={listBoxRef} className={styles.listBox.single}>
      {[...state.collection].map((item) => (
        <SelectOptionItem key={item.key} optionKey={item.key} label={item.textValue} state={state} />
      ))}
    </div>
  );
}

interface SelectOptionItemProps {
  optionKey: SelectOption['id'];
  label: string;
  state: State;
}

/** One option, with the render states react-aria-components would set, which the option's style reads. */
function SelectOptionItem({ optionKey, label, state }: SelectOptionItemProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { optionProps, isSelected, isFocused, isFocusVisible, isDisabled, isPressed } = useOption(
    { key: optionKey },
    state,
    ref,
  );
  const { hoverProps, isHovered } = useHover({ isDisabled });
  return (
    <div
      {...mergeProps(optionProps, hoverProps)}
      ref={ref}
      className={styles.option}
      data-selected={isSelected || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={isDisabled || undefined}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
    >
      <OptionContent label={label} selectionMode="single" />
    </div>
  );
}
