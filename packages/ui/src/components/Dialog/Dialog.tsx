import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';

import { IconButton } from '../IconButton';
import * as styles from './Dialog.css';
import { dialogMessages } from './dialogMessages';

export interface DialogProps
  extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'>, styles.ModalVariants {
  /** The dialog's heading, which also names it for assistive technology. */
  title: ReactNode;
  /** The body. A function receives `close`, e.g. for links that leave the page the dialog covers. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** The dialog element's id, e.g. the one its trigger's `aria-controls` names. */
  id?: string;
  /**
   * Buttons at the foot of the dialog. A function receives `close`; a button with `slot="close"`
   * closes the dialog too.
   */
  actions?: ReactNode | ((close: () => void) => ReactNode);
  /** `alertdialog` for a dialog that interrupts with an urgent message and awaits a choice. */
  role?: 'dialog' | 'alertdialog';
  /**
   * Whether pressing outside and the close button dismiss the dialog (default `true`).
   * Escape always closes it.
   */
  isDismissable?: boolean;
  /** Accessible label of the close button (default: "Close", localised). */
  closeLabel?: string;
}

/**
 * A modal dialog: it traps focus, hides the page from assistive technology, restores focus on close,
 * and closes with Escape (and, unless `isDismissable={false}`, on an outside press or the close button).
 * Open it from a `DialogTrigger` around a button and the dialog, or control it with `isOpen`.
 * `placement="end"` makes it a sheet as tall as the window along its end edge, sliding in.
 */
export function Dialog({
  title,
  children,
  actions,
  role = 'dialog',
  size,
  placement,
  id,
  isDismissable = true,
  closeLabel,
  ...overlayProps
}: DialogProps) {
  const strings = useLocalizedStringFormatter(dialogMessages, '@partner-insights/ui');
  return (
    <ModalOverlay {...overlayProps} isDismissable={isDismissable} className={styles.overlay({ placement })}>
      <Modal className={styles.modal({ size, placement })}>
        <AriaDialog id={id} role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" level={2} className={styles.title}>
                  {title}
                </Heading>
                {isDismissable && (
                  <IconButton
                    slot="close"
                    variant="ghost"
                    size="small"
                    aria-label={closeLabel ?? strings.format('close')}
                    icon={
                      <svg viewBox="0 0 20 20" fill="none">
                        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
                      </svg>
                    }
                  />
                )}
              </div>
              <div className={actions ? styles.body : `${styles.body} ${styles.bodyOnly}`}>
                {typeof children === 'function' ? children(close) : children}
              </div>
              {actions && (
                <div className={styles.actions}>{typeof actions === 'function' ? actions(close) : actions}</div>
              )}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
