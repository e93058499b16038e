import * as styles from './Button.css';

export interface ButtonVariants {
  /** Primary unless told: the page's main action. */
  variant?: keyof typeof styles.variant;
  /** Medium unless told. */
  size?: keyof typeof styles.size;
  /** Fills the width of its container. */
  fullWidth?: boolean;
}

/** The classes of a button in the given variant and size (shared by Button and IconButton). */
export function buttonClassName({ variant = 'primary', size = 'medium', fullWidth = false }: ButtonVariants) {
  const classes = [styles.root, styles.variant[variant], styles.size[size]];
  return (fullWidth ? [...classes, styles.fullWidth] : classes).join(' ');
}
