import { FieldError, type FieldErrorProps } from 'react-aria-components';

import * as styles from './Field.css';
import { FieldErrorContent } from './FieldErrorContent';

export interface FieldErrorMessageProps {
  /** The message, or a function of the validation result; without it the browser's own message shows. */
  children?: FieldErrorProps['children'];
}

/**
 * A field's error, shown only while react-aria holds the field invalid (`isInvalid`, or a failed
 * validation) and linked to the control as part of its description.
 */
export function FieldErrorMessage({ children }: FieldErrorMessageProps) {
  return (
    <FieldError className={styles.error}>
      {(validation) => (
        <FieldErrorContent>
          {typeof children === 'function' ? children(validation) : (children ?? validation.validationErrors.join(' '))}
        </FieldErrorContent>
      )}
    </FieldError>
  );
}
