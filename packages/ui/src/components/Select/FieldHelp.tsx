import type { ReactNode } from 'react';
import { FieldError, Text, type ValidationResult } from 'react-aria-components';

import * as styles from './field.css';

export interface FieldHelpProps {
  /** Helper text under the control, linked to it as its description. */
  description?: ReactNode;
  /** Shown when the field is invalid (`isInvalid`, or failed validation). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/** The helper and error texts of a react-aria field; the field wires both to its control for screen readers. */
export function FieldHelp({ description, errorMessage }: FieldHelpProps) {
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
