import { useRef, type ReactNode, type RefObject } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useHover } from 'react-aria/useHover';
import { useListBox, useOption, type AriaListBoxOptions } from 'react-aria/useListBox';
import { UNSTABLE_useFilteredListState as useListOfCollection, type ListState } from 'react-stately/useListState';

import * as styles from './listBox.css';
import { OptionContent } from './OptionContent';
import type { SelectOption } from './options';

export interface OptionListProps {
  /** The select's or combo box's state: the list shows its collection and changes its selection. */
  state: ListState<SelectOption>;
  /** What the field's hook gives the list: its id, label, focus and selection behaviour. */
  listBoxProps: AriaListBoxOptions<SelectOption>;
  listBoxRef: RefObject<HTMLDivElement | null>;
  /** Shown, and announced, in place of options when there are none. */
  renderEmptyState?: () => ReactNode;
}

/**
 * The single-choice list of a select or combo box, on react-aria's hooks: it works on the field's own state, so
 * the field and its list never disagree, and sets the render states react-aria-components' list box would.
 */
export function OptionList({ state: fieldState, listBoxProps, listBoxRef, renderEmptyState }: OptionListProps) {
  // The selection as the list shows it, over the options on offer (a combo box's filtered ones), as
  // react-aria-components' list box has it: the list then focuses only an option it shows.
  const state = useListOfCollection(fieldState, null);
  const { listBoxProps: props } = useListBox(listBoxProps, state, listBoxRef);
  const isEmpty = state.collection.size === 0;
  return (
    <div {...props} ref={listBoxRef} className={styles.listBox.single} data-empty={isEmpty || undefined}>
      {[...state.collection].map((item) => (
        <OptionListItem key={item.key} optionKey={item.key} label={item.textValue} state={state} />
      ))}
      {/* As react-aria-components writes it: a list box holds options, so the empty state takes an option's role. */}
      {isEmpty && renderEmptyState && (
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
        <div role="option" style={{ display: 'contents' }}>
          {renderEmptyState()}
        </div>
      )}
    </div>
  );
}

interface OptionListItemProps {
  optionKey: SelectOption['id'];
  label: string;
  state: ListState<SelectOption>;
}

function OptionListItem({ optionKey, label, state }: OptionListItemProps) {
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
