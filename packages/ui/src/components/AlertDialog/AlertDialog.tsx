import type { ReactNode } from 'react';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';

import { Button } from '../Button';
import { Dialog, type DialogProps } from '../Dialog';
import { alertDialogMessages } from './alertDialogMessages';

export interface AlertDialogProps extends Pick<DialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** The question or warning, which also names the dialog. */
  title: ReactNode;
  /** What happens if the user confirms. */
  children: ReactNode;
  /** Called when the user confirms; the dialog then closes. Cancelling just closes it (see `onOpenChange`). */
  onConfirm: () => void;
  /** `critical` for destructive actions: the confirm button turns red. */
  tone?: 'neutral' | 'critical';
  /** Label of the confirm button (default: "Confirm", localised). Prefer a verb: "Delete user". */
  confirmLabel?: string;
  /** Label of the cancel button (default: "Cancel", localised). */
  cancelLabel?: string;
}

/**
 * An interrupting confirmation (`role="alertdialog"`): a title, a message, and cancel and confirm
 * actions. A press outside does not dismiss it; Escape cancels. Like `Dialog`, open it from a
 * `DialogTrigger` or control it with `isOpen` and `onOpenChange`.
 */
export function AlertDialog({
  title,
  children,
  onConfirm,
  tone = 'neutral',
  confirmLabel,
  cancelLabel,
  ...openProps
}: AlertDialogProps) {
  const strings = useLocalizedStringFormatter(alertDialogMessages, '@partner-insights/ui');

  return (
    <Dialog
      {...openProps}
      role="alertdialog"
      size="small"
      title={title}
      isDismissable={false}
      actions={(close) => (
        <>
          <Button variant="secondary" slot="close">
            {cancelLabel ?? strings.format('cancel')}
          </Button>
          <Button
            variant={tone === 'critical' ? 'critical' : 'primary'}
            onPress={() => {
              onConfirm();
              close();
            }}
          >
            {confirmLabel ?? strings.format('confirm')}
          </Button>
        </>
      )}
    >
      {children}
    </Dialog>
  );
}
