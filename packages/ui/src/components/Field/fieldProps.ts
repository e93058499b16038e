import type { ReactNode } from 'react';

import type { FieldErrorMessageProps } from './FieldErrorMessage';

/** The texts every labelled form field takes. */
export interface FieldTextProps {
  /** The visible label, which also names the control for assistive technology. */
  label: string;
  /** Help text shown under the control and read as its description. */
  description?: ReactNode;
  /** Shown while the field is invalid (`isInvalid`, or a failed validation). */
  errorMessage?: FieldErrorMessageProps['children'];
  /** Marks the field as one that may be left empty, with "(optional)" after the label. */
  isOptional?: boolean;
  /** Overrides the "(optional)" marker. */
  optionalLabel?: string;
}
