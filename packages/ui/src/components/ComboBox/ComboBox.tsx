import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  Button,
  ButtonContext,
  Input,
  InputContext,
  Provider,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { useComboBox } from 'react-aria/useComboBox';
import { useFilter } from 'react-aria/useFilter';
import { useComboBoxState } from 'react-stately/useComboBoxState';

import {
  FieldDescription,
  FieldErrorMessage,
  FieldFrame,
  FieldLabel,
  fieldStyles,
  useValidationBehavior,
  type FieldTextProps,
} from '../Field';
import { ChevronDownIcon } from '../Select/ChevronDownIcon';
import type { SelectOption } from '../Select/options';
import { useOptionCollection } from '../Select/useOptionCollection';
import * as styles from './ComboBox.css';

// The suggestions' list, popover and their collection and focus code load when a user points at or focuses the
// field, or at the latest when the suggestions open: react-aria-components' ComboBox would bring them with the page,
// so the field is built on react-aria's hooks, as Select is.
const loadComboBoxPopover = () => import('./ComboBoxPopover');
const preloadComboBoxPopover = () => void loadComboBoxPopover();
const ComboBoxPopover = lazy(async () => ({ default: (await loadComboBoxPopover()).ComboBoxPopover }));

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
  const validationBehavior = useValidationBehavior(props.validationBehavior);
  const { contains } = useFilter({ sensitivity: 'base' });
  const { items, ...collection } = useOptionCollection(options, props.disabledKeys);
  const [choices, setChoices] = useState(0);
  const [hasOpened, setHasOpened] = useState(false);
  const state = useComboBoxState<SelectOption>({
    ...props,
    onChange: (key) => {
      onChange?.(key);
      // React Aria also calls onChange with the current value when the field closes: that is no choice.
      if (key !== null && props.value !== undefined && key !== props.value) setChoices((count) => count + 1);
    },
    onOpenChange: (isOpen, trigger) => {
      if (isOpen) setHasOpened(true);
      props.onOpenChange?.(isOpen, trigger);
    },
    ...collection,
    defaultItems: items,
    defaultFilter: contains,
    allowsEmptyCollection: true,
    validationBehavior,
  });
  // React Aria closes the suggestions only when the value changes, so a field whose controlled value stays empty
  // (each choice added to a list beside it) would keep them open on "No results found": each choice closes them.
  useEffect(() => {
    if (choices > 0) state.close();
    // Only a new choice closes the list: the state object changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choices]);

  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listBoxRef = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const { buttonProps, inputProps, listBoxProps, ...aria } = useComboBox(
    { ...props, label, inputRef, buttonRef, listBoxRef, popoverRef, validationBehavior },
    state,
  );

  return (
    <FieldFrame
      aria={aria}
      isDisabled={props.isDisabled}
      isReadOnly={props.isReadOnly}
      isRequired={props.isRequired}
      dataAttributes={{ 'data-focused': state.isFocused || undefined, 'data-open': state.isOpen || undefined }}
      after={
        <>
          {props.name !== undefined && (
            <input type="hidden" name={props.name} form={props.form} value={state.selectedKey ?? ''} />
          )}
          {/* No fallback: focus stays in the input while the suggestions load. */}
          {hasOpened && (
            <Suspense>
              <ComboBoxPopover
                state={state}
                inputRef={inputRef}
                buttonRef={buttonRef}
                popoverRef={popoverRef}
                listBoxRef={listBoxRef}
                listBoxProps={listBoxProps}
                noResultsText={noResultsText}
              />
            </Suspense>
          )}
        </>
      }
    >
      <FieldLabel isOptional={isOptional} optionalLabel={optionalLabel}>
        {label}
      </FieldLabel>
      <Provider
        values={[
          [InputContext, { ...inputProps, ref: inputRef }],
          [ButtonContext, { ...buttonProps, ref: buttonRef, isPressed: state.isOpen }],
        ]}
      >
        <div className={`${fieldStyles.trigger} ${styles.group}`}>
          <Input
            placeholder={placeholder}
            className={styles.input}
            onHoverStart={preloadComboBoxPopover}
            onFocus={preloadComboBoxPopover}
          />
          <Button className={styles.button} onHoverStart={preloadComboBoxPopover}>
            <ChevronDownIcon />
          </Button>
        </div>
      </Provider>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </FieldFrame>
  );
}
