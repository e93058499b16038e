import type { ReactNode } from 'react';

import * as styles from './Field.css';
import { FieldErrorContent } from './FieldErrorContent';

export interface FieldErrorTextProps {
  /** Referenced by the control's `aria-describedby`. */
  id: string;
  children: ReactNode;
}

/**
 * The error of a field react-aria does not validate itself (a file input, a date range picker), styled as every
 * other field's error and announced when it appears.
 */
export function FieldErrorText({ id, children }: FieldErrorTextProps) {
  return (
    <p id={id} role="alert" className={styles.error}>
      <FieldErrorContent>{children}</FieldErrorContent>
    </p>
  );
}
