import type { ReactNode } from 'react';
import { Dialog, Heading, type DialogProps } from 'react-aria-components';

import * as styles from './Popover.css';

export interface PopoverDialogProps extends Omit<DialogProps, 'children' | 'className' | 'style' | 'render'> {
  children: ReactNode;
  /** A visible heading that also names the dialog; without it, pass `aria-label`. */
  title?: ReactNode;
}

/** Interactive content of a popover: a non-modal dialog that holds focus until it closes. */
export function PopoverDialog({ children, title, ...props }: PopoverDialogProps) {
  return (
    <Dialog {...props} className={styles.dialog}>
      {title && (
        <Heading slot="title" className={styles.title}>
          {title}
        </Heading>
      )}
      {children}
    </Dialog>
  );
}
