import type { ReactNode } from 'react';

import * as styles from './Badge.css';

export interface BadgeProps extends styles.BadgeVariants {
  /** A short label: a word or two. */
  children: ReactNode;
  /** Lets a control name itself with the badge (e.g. through `aria-describedby`). */
  id?: string;
}

/**
 * A small, non-interactive label for a status or category, in a tone: neutral, brand, positive,
 * caution, critical or info. The text carries the meaning; the colour only reinforces it.
 */
export function Badge({ children, tone, id }: BadgeProps) {
  return (
    <span id={id} className={styles.badge({ tone })}>
      {children}
    </span>
  );
}
