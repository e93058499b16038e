import type { ReactNode, RefAttributes } from 'react';
import { RadioGroup as AriaRadioGroup, type RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components';

import { choiceStyles, FieldDescription, FieldErrorMessage, FieldLabel, type FieldTextProps } from '../Field';

export interface RadioGroupProps
  extends
    Omit<AriaRadioGroupProps, 'children' | 'className' | 'style' | 'render'>,
    RefAttributes<HTMLDivElement>,
    FieldTextProps {
  /** The Radio options. */
  children: ReactNode;
}

/**
 * A choice of exactly one option under one label, with the group's help text and error. Tab enters
 * the group at the selected option and arrow keys move the selection, as the ARIA pattern says.
 * `orientation="horizontal"` lays short options out in a row.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  isOptional,
  optionalLabel,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={choiceStyles.group}>
      <FieldLabel isOptional={isOptional} optionalLabel={optionalLabel}>
        {label}
      </FieldLabel>
      {description && <FieldDescription>{description}</FieldDescription>}
      <div className={choiceStyles.options({ orientation: props.orientation })}>{children}</div>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaRadioGroup>
  );
}
