import type { ReactNode, RefAttributes } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

import * as styles from './Button.css';
import { buttonClassName, type ButtonVariants } from './buttonClassName';
import { PendingSpinner } from './PendingSpinner';

export interface ButtonProps
  extends
    Omit<AriaButtonProps, 'children' | 'className' | 'style' | 'render'>,
    RefAttributes<HTMLButtonElement>,
    ButtonVariants {
  children: ReactNode;
  /** What assistive technology hears while `isPending`; "Pending" in the reader's language unless told. */
  pendingLabel?: string;
}

/**
 * A button built on react-aria's: presses from pointer, touch and keyboard alike, a focus ring for
 * keyboard users only, and `isPending` for work in progress (still focusable, announced).
 */
export function Button({ children, pendingLabel, variant, size, fullWidth, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={buttonClassName({ variant, size, fullWidth })}>
      {({ isPending }) => (
        <>
          <span className={styles.label}>{children}</span>
          {isPending && <PendingSpinner label={pendingLabel} />}
        </>
      )}
    </AriaButton>
  );
}
