import type { ReactNode, RefAttributes } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';

import { choiceStyles, FieldDescription, FieldErrorMessage, type FieldTextProps } from '../Field';
import * as styles from './Checkbox.css';

export interface CheckboxProps
  extends
    Omit<CheckboxFieldProps, 'children' | 'className' | 'style' | 'render'>,
    RefAttributes<HTMLDivElement>,
    Pick<FieldTextProps, 'description' | 'errorMessage'> {
  /** The label, pressable together with the box. */
  children: ReactNode;
}

/**
 * A checkbox with its label, optional help text and error. On its own it answers a yes/no question
 * ("I accept the data sharing addendum"); inside a CheckboxGroup it is one of several options, and
 * the group shows the error. `isIndeterminate` shows a partly selected set.
 */
export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={`${choiceStyles.choiceField} ${styles.field}`}>
      <CheckboxButton className={choiceStyles.choice}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box}>
              {isIndeterminate ? (
                <svg viewBox="0 0 14 14" fill="none" aria-hidden="true" className={styles.mark}>
                  <path d="M3 7h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              ) : (
                isSelected && (
                  <svg viewBox="0 0 14 14" fill="none" aria-hidden="true" className={styles.mark}>
                    <path
                      d="m2.75 7.25 2.75 2.75 5.75-6"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                )
              )}
            </span>
            <span>{children}</span>
          </>
        )}
      </CheckboxButton>
      <div className={choiceStyles.choiceHelp}>
        {description && <FieldDescription>{description}</FieldDescription>}
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      </div>
    </CheckboxField>
  );
}
