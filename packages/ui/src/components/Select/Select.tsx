import {
  Button,
  ListBox,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';

import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles, type FieldTextProps } from '../Field';
import { Popover } from '../Popover';
import { ChevronDownIcon } from './ChevronDownIcon';
import * as listBoxStyles from './listBox.css';
import { OptionItem } from './OptionItem';
import type { SelectOption } from './options';
import * as styles from './Select.css';
import { selectMessages } from './selectMessages';

export interface SelectProps
  extends
    Omit<
      AriaSelectProps<SelectOption>,
      // The deprecated selection props give way to `value`, `defaultValue` and `onChange`.
      | 'children'
      | 'className'
      | 'style'
      | 'render'
      | 'items'
      | 'selectionMode'
      | 'selectedKey'
      | 'defaultSelectedKey'
      | 'onSelectionChange'
    >,
    FieldTextProps {
  options: Iterable<SelectOption>;
  /** Shown until an option is chosen. Defaults to "Select an option", localised. */
  placeholder?: string;
}

/**
 * A single-choice dropdown: a labelled button that opens a list of options (up to 14rem tall, then it
 * scrolls). Arrow keys, typeahead, Enter and Escape work as in a native select; helper and error texts are
 * read with the control. Pass `isInvalid` with an `errorMessage`, or let form validation set it.
 */
export function Select({
  label,
  options,
  description,
  errorMessage,
  isOptional,
  optionalLabel,
  placeholder,
  ...props
}: SelectProps) {
  const strings = useLocalizedStringFormatter(selectMessages, '@partner-insights/ui');
  return (
    <AriaSelect {...props} placeholder={placeholder ?? strings.format('placeholder')} className={fieldStyles.field}>
      <FieldLabel isOptional={isOptional} optionalLabel={optionalLabel}>
        {label}
      </FieldLabel>
      <Button className={fieldStyles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon />
      </Button>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover placement="bottom start">
        <ListBox items={options} className={listBoxStyles.listBox.single}>
          {(option) => <OptionItem option={option} />}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
