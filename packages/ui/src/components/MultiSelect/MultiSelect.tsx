import { lazy } from 'react';
import { useLocale } from 'react-aria-components';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';

import type { FieldTextProps } from '../Field';
import type { SelectOption } from '../Select/options';
import { SelectField, type OptionSelectProps } from '../Select/SelectField';
import { multiSelectMessages } from './multiSelectMessages';

// The search, the list and its popover load when the select is about to open (see SelectField).
const loadMultiSelectPopover = () => import('./MultiSelectPopover');
const preloadMultiSelectPopover = () => void loadMultiSelectPopover();
const MultiSelectPopover = lazy(async () => ({ default: (await loadMultiSelectPopover()).MultiSelectPopover }));

export interface MultiSelectProps extends OptionSelectProps<'multiple'>, FieldTextProps {
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
  options,
  placeholder,
  formatSelectedCount,
  searchLabel,
  noResultsText,
  ...props
}: MultiSelectProps) {
  const strings = useLocalizedStringFormatter(multiSelectMessages, '@partner-insights/ui');
  const { locale } = useLocale();
  return (
    <SelectField
      {...props}
      options={options}
      selectionMode="multiple"
      placeholder={placeholder ?? strings.format('placeholder')}
      renderValue={({ length }) =>
        formatSelectedCount?.(length) ?? strings.format('selectedCount', { count: length, locale })
      }
      preloadPopover={preloadMultiSelectPopover}
      renderPopover={(popover) => (
        <MultiSelectPopover
          {...popover}
          options={options}
          searchLabel={searchLabel ?? strings.format('search')}
          noResultsText={noResultsText}
        />
      )}
    />
  );
}
