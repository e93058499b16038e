import { Button, Dialog } from '@partner-insights/ui';
import { useId, type FormEvent, type ReactNode } from 'react';

export interface FormDialogProps {
  /** The dialog's title, also the form's name. */
  readonly title: string;
  readonly cancelLabel: string;
  readonly submitLabel: string;
  /** While the form's change is being sent: the submit button says so. */
  readonly isPending: boolean;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
  readonly formClassName?: string;
  readonly children: ReactNode;
}

/**
 * A dialog around one form, with Cancel and the form's submit button in the dialog's actions: Enter in a field
 * submits, as the button does.
 */
export function FormDialog({
  title,
  cancelLabel,
  submitLabel,
  isPending,
  onSubmit,
  onClose,
  formClassName,
  children,
}: FormDialogProps) {
  const formId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      actions={
        <>
          <Button variant="secondary" slot="close">
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} isPending={isPending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={formClassName} aria-label={title} onSubmit={submit}>
        {children}
      </form>
    </Dialog>
  );
}
