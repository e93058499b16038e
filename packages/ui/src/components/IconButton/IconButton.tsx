import type { ReactElement, RefAttributes } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

import { buttonClassName, type ButtonVariants } from '../Button/buttonClassName';
import * as styles from './IconButton.css';

export interface IconButtonProps
  extends
    Omit<AriaButtonProps, 'children' | 'className' | 'style' | 'render' | 'isPending' | 'aria-label'>,
    RefAttributes<HTMLButtonElement>,
    Omit<ButtonVariants, 'fullWidth'> {
  /** The icon: an SVG, hidden from assistive technology. */
  icon: ReactElement;
  /** The button's name for screen readers, required because nothing visible names it. */
  'aria-label': string;
}

/**
 * A square Button showing only an icon, in Button's variants and sizes. Its accessible name comes
 * from the required `aria-label`: say what it does ("Remove file"), not what it shows.
 */
export function IconButton({ icon, variant, size, ...props }: IconButtonProps) {
  return (
    <AriaButton {...props} className={`${buttonClassName({ variant, size })} ${styles.square({ size })}`}>
      <span aria-hidden="true" className={styles.icon}>
        {icon}
      </span>
    </AriaButton>
  );
}
