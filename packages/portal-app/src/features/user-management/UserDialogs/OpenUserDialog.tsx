import { observer } from 'mobx-react-lite';
import type { UserDialog } from '../stores/UserManagementStore';
import type { Outcome } from '../stores/userOutcomes';
import { AddUserDialog } from './AddUserDialog';
import { BlockDialog } from './BlockDialog';
import { ConfirmChangeDialog } from './ConfirmChangeDialog';
import { EditAccessDialog } from './EditAccessDialog';
import { GrantAccessDialog } from './GrantAccessDialog';
import { NonProvisionedDialog } from './NonProvisionedDialog';

export interface OpenUserDialogProps {
  readonly dialog: UserDialog;
  readonly onOutcome: (outcome: Outcome) => void;
}

/** The dialog the store has open over the list. */
export const OpenUserDialog = observer(function OpenUserDialog({ dialog, onOutcome }: OpenUserDialogProps) {
  switch (dialog.kind) {
    case 'addUser':
      return <AddUserDialog onOutcome={onOutcome} />;
    case 'editAccess':
      return <EditAccessDialog user={dialog.user} onOutcome={onOutcome} />;
    case 'grantAccess':
      return <GrantAccessDialog loginIds={dialog.loginIds} onOutcome={onOutcome} />;
    case 'block':
      return <BlockDialog loginIds={dialog.loginIds} onOutcome={onOutcome} />;
    case 'delete':
    case 'unblock':
      return <ConfirmChangeDialog kind={dialog.kind} loginIds={dialog.loginIds} onOutcome={onOutcome} />;
    case 'nonProvisioned':
      return <NonProvisionedDialog />;
  }
});
