import {
  Button,
  ComboBox as AriaComboBox,
  Input,
  Label,
  ListBox,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { useFilter } from 'react-aria/useFilter';

import { Popover } from '../Popover';
import { ChevronDownIcon } from '../Select/ChevronDownIcon';
import { FieldHelp, type FieldHelpProps } from '../Select/FieldHelp';
import * as fieldStyles from '../Select/field.css';
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
    FieldHelpProps {
  /** The visible label, also the input's accessible name. */
  label: string;
  options: Iterable<SelectOption>;
  /** Hint inside the empty input. */
  placeholder?: string;
  /** Shown when the typed text matches no option. Defaults to "No results found", localised. */
  noResultsText?: string;
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
  placeholder,
  noResultsText,
  ...props
}: ComboBoxProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <AriaComboBox
      {...props}
      defaultItems={options}
      defaultFilter={contains}
      allowsEmptyCollection
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={`${fieldStyles.control} ${styles.group}`}>
        <Input placeholder={placeholder} className={styles.input} />
        <Button className={styles.button}>
          <ChevronDownIcon />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover placement="bottom start">
        <ListBox className={listBoxStyles.listBox.single} renderEmptyState={() => <NoResults text={noResultsText} />}>
          {(option: SelectOption) => <OptionItem option={option} />}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
