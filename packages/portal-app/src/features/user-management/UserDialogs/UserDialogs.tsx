import { observer } from 'mobx-react-lite';
import { useAreaStore } from '../../../stores/StoresContext';
import { createUserManagementStore } from '../stores/UserManagementStore';
import type { Outcome } from '../stores/userOutcomes';
import { AddUserDialog } from './AddUserDialog';
import { BlockDialog } from './BlockDialog';
import { ConfirmChangeDialog } from './ConfirmChangeDialog';
import { EditAccessDialog } from './EditAccessDialog';
import { GrantAccessDialog } from './GrantAccessDialog';
import { NonProvisionedDialog } from './NonProvisionedDialog';

/** The dialog the store has open over the list, if any. */
export const UserDialogs = observer(function UserDialogs({ onOutcome }: { readonly onOutcome: (o: Outcome) => void }) {
  const { dialog } = useAreaStore(createUserManagementStore);
  switch (dialog?.kind) {
    case undefined:
      return null;
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
