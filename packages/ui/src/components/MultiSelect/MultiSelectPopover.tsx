import { useContext, useRef, type KeyboardEvent } from 'react';
import {
  Autocomplete,
  Collection,
  CollectionBuilder,
  Input,
  ListBox,
  ListBoxContext,
  ListStateContext,
  Provider,
  SearchField,
} from 'react-aria-components';
import { useFilter } from 'react-aria/useFilter';
import { useListState } from 'react-stately/useListState';

import * as listBoxStyles from '../Select/listBox.css';
import { NoResults } from '../Select/NoResults';
import { OptionItem } from '../Select/OptionItem';
import type { SelectOption } from '../Select/options';
import type { SelectPopoverProps } from '../Select/SelectField';
import { SelectListPopover } from '../Select/SelectListPopover';
import * as styles from './MultiSelect.css';

export interface MultiSelectPopoverProps extends SelectPopoverProps<'multiple'> {
  options: Iterable<SelectOption>;
  searchLabel: string;
  noResultsText?: string;
}

/**
 * The open multi-select, loaded the first time one is about to open: a search over the options and their
 * checkboxes, in a popover anchored to the trigger. react-aria-components' list box draws the options and the
 * search filters them; both need a collection of their own, whose selection is the field's.
 */
export function MultiSelectPopover({ options, ...props }: MultiSelectPopoverProps) {
  return (
    <CollectionBuilder content={<Collection items={options}>{(option) => <OptionItem option={option} />}</Collection>}>
      {(collection) => <MultiSelectList {...props} collection={collection} />}
    </CollectionBuilder>
  );
}

interface MultiSelectListProps extends Omit<MultiSelectPopoverProps, 'options'> {
  collection: Parameters<typeof useListState<SelectOption>>[0]['collection'];
}

function MultiSelectList({
  state,
  triggerRef,
  listBoxProps,
  collection,
  searchLabel,
  noResultsText,
}: MultiSelectListProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const scrollRef = useRef<HTMLDivElement>(null);
  const listState = useListState<SelectOption>({
    collection,
    selectionMode: 'multiple',
    selectedKeys: state.selectionManager.selectedKeys,
    onSelectionChange: (keys) => keys !== 'all' && state.selectionManager.setSelectedKeys(keys),
    disabledKeys: state.disabledKeys,
  });
  return (
    <SelectListPopover
      state={state}
      triggerRef={triggerRef}
      scrollRef={scrollRef}
      labelledBy={listBoxProps['aria-labelledby']}
    >
      <Provider
        values={[
          [ListStateContext, listState],
          [ListBoxContext, { ...listBoxProps, ref: scrollRef }],
        ]}
      >
        {/* Typing only filters: an option takes focus from the arrow keys, so Space keeps typing until then. */}
        <Autocomplete filter={contains} disableAutoFocusFirst>
          <OptionSearch label={searchLabel} />
          <ListBox
            className={listBoxStyles.listBox.multiple}
            renderEmptyState={() => <NoResults text={noResultsText} />}
          />
        </Autocomplete>
      </Provider>
    </SelectListPopover>
  );
}

/**
 * The search over the options. React-aria lets Space type into it even when an option has virtual focus;
 * the spec wants Space to select that option (never deselect it, which is Enter's toggle), so it does
 * while an option has focus: from the keyboard opening the list or the arrow keys, not from typing.
 */
function OptionSearch({ label }: { label: string }) {
  const state = useContext(ListStateContext);

  function selectFocusedOptionOnSpace(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== ' ' || !state || !event.currentTarget.getAttribute('aria-activedescendant')) return;
    const { selectionManager } = state;
    const { focusedKey } = selectionManager;
    if (focusedKey == null) return;
    event.preventDefault();
    if (selectionManager.canSelectItem(focusedKey) && !selectionManager.isSelected(focusedKey)) {
      selectionManager.toggleSelection(focusedKey);
    }
  }

  return (
    // Opening the list moves focus into it, as a listbox popup does: here, to the search over its options.
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <SearchField aria-label={label} autoFocus className={styles.search}>
      <Input placeholder={label} onKeyDown={selectFocusedOptionOnSpace} className={styles.searchInput} />
    </SearchField>
  );
}
