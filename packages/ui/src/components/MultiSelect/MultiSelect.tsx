import { useContext, type KeyboardEvent } from 'react';
import {
  Autocomplete,
  Button,
  Input,
  ListBox,
  SearchField,
  Select,
  SelectStateContext,
  SelectValue,
  useLocale,
  type SelectProps,
} from 'react-aria-components';
import { useFilter } from 'react-aria/useFilter';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';

import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles, type FieldTextProps } from '../Field';
import { Popover } from '../Popover';
import { ChevronDownIcon } from '../Select/ChevronDownIcon';
import * as listBoxStyles from '../Select/listBox.css';
import { NoResults } from '../Select/NoResults';
import { OptionItem } from '../Select/OptionItem';
import type { SelectOption } from '../Select/options';
import * as selectStyles from '../Select/Select.css';
import * as styles from './MultiSelect.css';
import { multiSelectMessages } from './multiSelectMessages';

export interface MultiSelectProps
  extends
    Omit<
      SelectProps<SelectOption, 'multiple'>,
      // The deprecated single-selection props do not apply; `value`, `defaultValue` and `onChange` do.
      | 'children'
      | 'className'
      | 'style'
      | 'render'
      | 'items'
      | 'selectionMode'
      | 'selectedKey'
      | 'defaultSelectedKey'
      | 'onSelectionChange'
      | 'placeholder'
    >,
    FieldTextProps {
  options: Iterable<SelectOption>;
  /** Shown while nothing is selected. Defaults to "Select options", localised. */
  placeholder?: string;
  /** The button's text once options are selected. Defaults to "3 selected", localised. */
  formatSelectedCount?: (count: number) => string;
  /** The search field's label and placeholder. Defaults to "Search", localised. */
  searchLabel?: string;
  /** Shown when the search matches no option. Defaults to "No results found", localised. */
  noResultsText?: string;
}

/**
 * A dropdown of checkboxes: the button shows how many options are selected, and the open list has a
 * search field that filters the options (case- and accent-insensitive, anywhere in the label). Arrow keys
 * move through the options while typing stays in the search; Enter toggles the focused option and Space
 * selects it (Space types into the search until an option is focused). The list is up to 20rem tall.
 */
export function MultiSelect({
  label,
  options,
  description,
  errorMessage,
  isOptional,
  optionalLabel,
  placeholder,
  formatSelectedCount,
  searchLabel,
  noResultsText,
  ...props
}: MultiSelectProps) {
  const strings = useLocalizedStringFormatter(multiSelectMessages, '@partner-insights/ui');
  const { locale } = useLocale();
  const { contains } = useFilter({ sensitivity: 'base' });
  const search = searchLabel ?? strings.format('search');

  return (
    <Select {...props} selectionMode="multiple" className={fieldStyles.field}>
      <FieldLabel isOptional={isOptional} optionalLabel={optionalLabel}>
        {label}
      </FieldLabel>
      <Button className={fieldStyles.trigger}>
        <SelectValue className={selectStyles.value}>
          {({ isPlaceholder, selectedItems }) =>
            isPlaceholder
              ? (placeholder ?? strings.format('placeholder'))
              : (formatSelectedCount?.(selectedItems.length) ??
                strings.format('selectedCount', { count: selectedItems.length, locale }))
          }
        </SelectValue>
        <ChevronDownIcon />
      </Button>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover placement="bottom start">
        {/* Typing only filters: an option takes focus from the arrow keys, so Space keeps typing until then. */}
        <Autocomplete filter={contains} disableAutoFocusFirst>
          <OptionSearch label={search} />
          <ListBox
            items={options}
            className={listBoxStyles.listBox.multiple}
            renderEmptyState={() => <NoResults text={noResultsText} />}
          >
            {(option) => <OptionItem option={option} />}
          </ListBox>
        </Autocomplete>
      </Popover>
    </Select>
  );
}

/**
 * The search over the options. React-aria lets Space type into it even when an option has virtual focus;
 * the spec wants Space to select that option (never deselect it, which is Enter's toggle), so it does
 * while an option has focus: from the keyboard opening the list or the arrow keys, not from typing.
 */
function OptionSearch({ label }: { label: string }) {
  const state = useContext(SelectStateContext);

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
