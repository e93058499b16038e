import type { PartnerAssociationRow } from '@partner-insights/contracts';
import { AlertDialog } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useToasts } from '../../../shell/toasts/useToasts';
import { useAreaStore } from '../../../stores/StoresContext';
import { createPartnersStore } from '../stores/PartnersStore';
import { PartnerDialog } from './PartnerDialog';
import { partnerOf } from './usePartnerColumns';

/** The dialog open: associating an agency, changing an association, or ending one. */
export type OpenDialog =
  { kind: 'add' } | { kind: 'edit'; row: PartnerAssociationRow } | { kind: 'end'; row: PartnerAssociationRow };

export interface OpenPartnerDialogProps {
  readonly open: OpenDialog;
  readonly onClose: () => void;
}

/** The partners list's open dialog: the association's form, or the confirmation that ends one. */
export const OpenPartnerDialog = observer(function OpenPartnerDialog({ open, onClose }: OpenPartnerDialogProps) {
  const partners = useAreaStore(createPartnersStore);
  const intl = useIntl();
  const toasts = useToasts();

  const end = async (row: PartnerAssociationRow) => {
    const outcome = await partners.end(row.id);
    if (outcome.saved) toasts.success(intl.formatMessage({ id: 'partners.ended' }, { partner: partnerOf(row) }));
    else toasts.error(intl.formatMessage({ id: 'partners.failed' }));
  };

  if (open.kind === 'add') return <PartnerDialog onClose={onClose} />;
  if (open.kind === 'edit') return <PartnerDialog editing={open.row} onClose={onClose} />;
  return (
    <AlertDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      tone="critical"
      title={intl.formatMessage({ id: 'partners.endTitle' }, { partner: partnerOf(open.row) })}
      confirmLabel={intl.formatMessage({ id: 'partners.end' })}
      cancelLabel={intl.formatMessage({ id: 'partners.cancel' })}
      onConfirm={() => void end(open.row)}
    >
      {intl.formatMessage({ id: 'partners.endWarning' }, { partner: partnerOf(open.row) })}
    </AlertDialog>
  );
});
