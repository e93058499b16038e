import { CONTEXT_REASON_MAX_LENGTH } from '@partner-insights/contracts';
import { Alert, Button, Dialog, TextField } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAreaStore } from '../../../stores/StoresContext';
import { createCompanyListStore } from '../stores/CompanyListStore';

export interface ActForDialogProps {
  readonly company: { readonly id: string; readonly companyName: string };
  readonly onClose: () => void;
  /** After the server agreed: the super admin now acts for the company. */
  readonly onChosen: () => void;
}

/**
 * Choosing the company to represent (or view), with the reason the activity log keeps: from the company list, and
 * from a user's row in global user management.
 */
export const ActForDialog = observer(function ActForDialog({ company, onClose, onChosen }: ActForDialogProps) {
  const store = useAreaStore(createCompanyListStore);
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [showError, setShowError] = useState(false);
  const trimmed = reason.trim();
  const invalid = trimmed === '';
  const verb = store.viewsOnly ? 'view' : 'represent';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid) {
      setShowError(true);
      return;
    }
    if (await store.actFor(company.id, trimmed)) onChosen();
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={intl.formatMessage({ id: `companyList.dialog.${verb}.title` }, { companyName: company.companyName })}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        {store.context.status === 'error' && (
          <Alert tone="critical">{intl.formatMessage({ id: 'companyList.dialog.failed' })}</Alert>
        )}
        <TextField
          label={intl.formatMessage({ id: 'companyList.dialog.reason' })}
          description={intl.formatMessage({ id: 'companyList.dialog.reasonHint' })}
          value={reason}
          onChange={setReason}
          isMultiline
          rows={3}
          maxLength={CONTEXT_REASON_MAX_LENGTH}
          isRequired
          isInvalid={showError && invalid}
          // The field takes no more than the limit, so an empty reason is the one mistake left.
          errorMessage={intl.formatMessage({ id: 'companyList.dialog.reasonError' })}
        />
        <Button type="submit" isPending={store.context.isLoading}>
          {intl.formatMessage({ id: `companyList.dialog.${verb}.submit` })}
        </Button>
      </form>
    </Dialog>
  );
});
