import type { EmailDomainRow } from '@partner-insights/contracts';
import { AlertDialog } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useToasts } from '../../../shell/toasts/useToasts';
import { useAreaStore } from '../../../stores/StoresContext';
import { createEmailDomainsStore } from '../stores/EmailDomainsStore';
import { DomainDialog } from './DomainDialog';

/** The dialog open: adding, changing a domain, or deleting one. */
export type OpenDialog =
  { kind: 'add' } | { kind: 'edit'; row: EmailDomainRow } | { kind: 'delete'; row: EmailDomainRow };

export interface OpenDomainDialogProps {
  readonly open: OpenDialog;
  readonly onClose: () => void;
}

/** The domains list's open dialog: the domain's form, or the confirmation that deletes one. */
export const OpenDomainDialog = observer(function OpenDomainDialog({ open, onClose }: OpenDomainDialogProps) {
  const domains = useAreaStore(createEmailDomainsStore);
  const intl = useIntl();
  const toasts = useToasts();

  const remove = async (row: EmailDomainRow) => {
    const outcome = await domains.remove(row.domainName);
    if (outcome.saved) toasts.success(intl.formatMessage({ id: 'domains.deleted' }, { domain: row.domain }));
    else toasts.error(intl.formatMessage({ id: 'domains.failed' }));
  };

  if (open.kind === 'add') return <DomainDialog onClose={onClose} />;
  if (open.kind === 'edit') return <DomainDialog editing={open.row} onClose={onClose} />;
  return (
    <AlertDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      tone="critical"
      title={intl.formatMessage({ id: 'domains.deleteTitle' }, { domain: open.row.domain })}
      confirmLabel={intl.formatMessage({ id: 'domains.delete' })}
      cancelLabel={intl.formatMessage({ id: 'domains.cancel' })}
      onConfirm={() => void remove(open.row)}
    >
      {intl.formatMessage({ id: 'domains.deleteUsers' }, { count: open.row.userCount, domain: open.row.domain })}
    </AlertDialog>
  );
});
