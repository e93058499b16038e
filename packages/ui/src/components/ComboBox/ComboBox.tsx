import { useContext, useEffect, useState } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  Input,
  ListBox,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { useFilter } from 'react-aria/useFilter';

import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles, type FieldTextProps } from '../Field';
import { Popover } from '../Popover';
import { ChevronDownIcon } from '../Select/ChevronDownIcon';
import * as listBoxStyles from '../Select/listBox.css';
import { NoResults } from '../Select/NoResults';
import { OptionItem } from '../Select/OptionItem';
import type { SelectOption } from '../Select/options';
import * as styles from './ComboBox.css';

export interface ComboBoxProps
  extends
    Omit<
      AriaComboBoxProps<SelectOption>,
      // The deprecated selection props give way to `value`, `defaultValue` and `onChange`.
      | 'children'
      | 'className'
      | 'style'
      | 'render'
      | 'items'
      | 'defaultItems'
      | 'defaultFilter'
      | 'allowsEmptyCollection'
      | 'selectionMode'
      | 'selectedKey'
      | 'defaultSelectedKey'
      | 'onSelectionChange'
    >,
    FieldTextProps {
  options: Iterable<SelectOption>;
  /** Hint inside the empty input. */
  placeholder?: string;
  /** Shown when the typed text matches no option. Defaults to "No results found", localised. */
  noResultsText?: string;
}

/**
 * Closes the suggestions after each choice. React Aria closes them only when the value changes, so a field whose
 * controlled value stays empty (each choice added to a list beside it) would keep them open on "No results found".
 */
function ClosesAfterChoice({ choices }: { readonly choices: number }) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    if (choices > 0) state?.close();
    // Only a new choice closes the list: the state object changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choices]);
  return null;
}

/**
 * A text input with a list of suggestions: typing filters the options (case- and accent-insensitive,
 * anywhere in the label) and says "No results found" when none match. Arrow keys move through the list,
 * Enter chooses, Escape closes it and then clears the input. Use `value`/`onChange` for the chosen key and
 * `inputValue`/`onInputChange` for the text.
 */
export function ComboBox({
  label,
  options,
  description,
  errorMessage,
  isOptional,
  optionalLabel,
  placeholder,
  noResultsText,
  onChange,
  ...props
}: ComboBoxProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const [choices, setChoices] = useState(0);
  return (
    <AriaComboBox
      {...props}
      onChange={(key) => {
        onChange?.(key);
        // React Aria also calls onChange with the current value when the field closes: that is no choice.
        if (key !== null && props.value !== undefined && key !== props.value) setChoices((count) => count + 1);
      }}
      defaultItems={options}
      defaultFilter={contains}
      allowsEmptyCollection
      className={fieldStyles.field}
    >
      <ClosesAfterChoice choices={choices} />
      <FieldLabel isOptional={isOptional} optionalLabel={optionalLabel}>
        {label}
      </FieldLabel>
      <div className={`${fieldStyles.trigger} ${styles.group}`}>
        <Input placeholder={placeholder} className={styles.input} />
        <Button className={styles.button}>
          <ChevronDownIcon />
        </Button>
      </div>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover placement="bottom start">
        <ListBox className={listBoxStyles.listBox.single} renderEmptyState={() => <NoResults text={noResultsText} />}>
          {(option: SelectOption) => <OptionItem option={option} />}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
