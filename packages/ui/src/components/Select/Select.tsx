import { lazy } from 'react';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';

import type { FieldTextProps } from '../Field';
import { OptionContent } from './OptionContent';
import type { SelectOption } from './options';
import { SelectField, type OptionSelectProps } from './SelectField';
import { selectMessages } from './selectMessages';

// The list and its popover load when the select is about to open (see SelectField).
const loadSelectPopover = () => import('./SelectPopover');
const preloadSelectPopover = () => void loadSelectPopover();
const SelectPopover = lazy(async () => ({ default: (await loadSelectPopover()).SelectPopover }));

export interface SelectProps extends OptionSelectProps<'single'>, FieldTextProps {
  options: Iterable<SelectOption>;
  /** Shown until an option is chosen. Defaults to "Select an option", localised. */
  placeholder?: string;
}

/**
 * A single-choice dropdown: a labelled button that opens a list of options (up to 14rem tall, then it
 * scrolls). Arrow keys, typeahead, Enter and Escape work as in a native select; helper and error texts are
 * read with the control. Pass `isInvalid` with an `errorMessage`, or let form validation set it.
 */
export function Select({ placeholder, ...props }: SelectProps) {
  const strings = useLocalizedStringFormatter(selectMessages, '@partner-insights/ui');
  return (
    <SelectField
      {...props}
      selectionMode="single"
      placeholder={placeholder ?? strings.format('placeholder')}
      // The chosen option as the list draws it, its tick hidden.
      renderValue={([chosen]) => chosen && <OptionContent label={chosen.textValue} selectionMode="single" />}
      preloadPopover={preloadSelectPopover}
      renderPopover={(popover) => <SelectPopover {...popover} />}
    />
  );
}
