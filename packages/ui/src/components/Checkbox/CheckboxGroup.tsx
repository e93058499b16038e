import type { ReactNode, RefAttributes } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';

import { choiceStyles, FieldDescription, FieldErrorMessage, FieldLabel, type FieldTextProps } from '../Field';

export interface CheckboxGroupProps
  extends
    Omit<AriaCheckboxGroupProps, 'children' | 'className' | 'style' | 'render'>,
    RefAttributes<HTMLDivElement>,
    choiceStyles.OptionsVariants,
    FieldTextProps {
  /** The Checkbox options. */
  children: ReactNode;
}

/**
 * Several checkboxes under one label, with the group's help text and error. Its value is the list
 * of the selected options' `value`s. `orientation="horizontal"` lays short options out in a row.
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  isOptional,
  optionalLabel,
  orientation,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={choiceStyles.group}>
      <FieldLabel isOptional={isOptional} optionalLabel={optionalLabel}>
        {label}
      </FieldLabel>
      {description && <FieldDescription>{description}</FieldDescription>}
      <div className={choiceStyles.options({ orientation })}>{children}</div>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaCheckboxGroup>
  );
}
