import { Suspense, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button, ButtonContext, type SelectProps as AriaSelectProps } from 'react-aria-components';
import type { AriaListBoxOptions } from 'react-aria/useListBox';
import { HiddenSelect, useSelect } from 'react-aria/useSelect';

import { useSelectState, type SelectState } from 'react-stately/useSelectState';

import {
  FieldDescription,
  FieldErrorMessage,
  FieldFrame,
  FieldLabel,
  fieldStyles,
  useValidationBehavior,
  type FieldTextProps,
} from '../Field';
import { ChevronDownIcon } from './ChevronDownIcon';
import type { SelectOption } from './options';
import * as styles from './Select.css';
import { useOptionCollection } from './useOptionCollection';

/** A select chooses one option or several. */
type SelectionMode = 'single' | 'multiple';

/** The props of react-aria-components' Select that a select of options keeps. */
export type OptionSelectProps<M extends SelectionMode> = Omit<
  AriaSelectProps<SelectOption, M>,
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
  | 'placeholder'
>;

/** What the open list of a select needs from its field. */
export interface SelectPopoverProps<M extends SelectionMode> {
  /** The select's state: its options, selection, focus strategy and open state. */
  state: SelectState<SelectOption, M>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** What `useSelect` gives the list: its id, label, focus and selection behaviour. */
  listBoxProps: AriaListBoxOptions<SelectOption>;
}

export interface SelectFieldProps<M extends SelectionMode> extends OptionSelectProps<M>, FieldTextProps {
  options: Iterable<SelectOption>;
  selectionMode: M;
  /** The trigger's text for the chosen options; `placeholder` shows while there are none. */
  renderValue: (selected: readonly { textValue: string }[]) => ReactNode;
  placeholder: string;
  /** Fetches the open list's code: when a user points at or focuses the trigger, and when it first opens. */
  preloadPopover: () => void;
  /** The open list (a lazy component), rendered from the first opening on. */
  renderPopover: (popover: SelectPopoverProps<M>) => ReactNode;
}

/**
 * The closed part of a select: label, trigger, texts and the hidden native select, built on react-aria's hooks
 * with the contexts react-aria-components' Select gives its parts. The list, its popover and their collection and
 * focus code are the caller's `renderPopover`, so they can stay out of a page's first load: react-aria-components'
 * Select imports them with it.
 */
export function SelectField<M extends SelectionMode>({
  label,
  options,
  description,
  errorMessage,
  isOptional,
  optionalLabel,
  selectionMode,
  renderValue,
  placeholder,
  preloadPopover,
  renderPopover,
  ...props
}: SelectFieldProps<M>) {
  const validationBehavior = useValidationBehavior(props.validationBehavior);
  const collection = useOptionCollection(options, props.disabledKeys);
  const [hasOpened, setHasOpened] = useState(false);
  const state = useSelectState<SelectOption, M>({
    ...props,
    selectionMode,
    ...collection,
    validationBehavior,
    onOpenChange: (isOpen) => {
      if (isOpen) setHasOpened(true);
      props.onOpenChange?.(isOpen);
    },
  });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, valueProps, menuProps, hiddenSelectProps, ...aria } = useSelect(
    { ...props, selectionMode, label, validationBehavior },
    state,
    triggerRef,
  );
  const { selectedItems } = state;

  return (
    <FieldFrame
      aria={aria}
      labelElementType="span"
      isDisabled={props.isDisabled}
      isRequired={props.isRequired}
      dataAttributes={{ 'data-focused': state.isFocused || undefined, 'data-open': state.isOpen || undefined }}
      after={
        <>
          <HiddenSelect {...hiddenSelectProps} autoComplete={props.autoComplete} />
          {/* No fallback: focus stays on the trigger until the list mounts and takes it. */}
          {hasOpened && <Suspense>{renderPopover({ state, triggerRef, listBoxProps: menuProps })}</Suspense>}
        </>
      }
    >
      <FieldLabel isOptional={isOptional} optionalLabel={optionalLabel}>
        {label}
      </FieldLabel>
      <ButtonContext value={{ ...triggerProps, ref: triggerRef, isPressed: state.isOpen, autoFocus: props.autoFocus }}>
        <Button className={fieldStyles.trigger} onHoverStart={preloadPopover} onFocus={preloadPopover}>
          <span {...valueProps} className={styles.value} data-placeholder={selectedItems.length === 0 || undefined}>
            {selectedItems.length === 0 ? placeholder : renderValue(selectedItems)}
          </span>
          <ChevronDownIcon />
        </Button>
      </ButtonContext>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </FieldFrame>
  );
}
