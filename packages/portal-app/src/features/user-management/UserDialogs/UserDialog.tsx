import { Dialog, type DialogProps } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useAreaStore } from '../../../stores/StoresContext';
import { createUserManagementStore } from '../stores/UserManagementStore';
import type { Outcome } from '../stores/userOutcomes';

/** What a dialog acting on the chosen users is given: who they are, and where its outcome goes. */
export interface ChosenUsersDialogProps {
  readonly loginIds: readonly string[];
  readonly onOutcome: (outcome: Outcome) => void;
}

/** A user management dialog: open while the store has it open; closing it (Escape, Close) tells the store. */
export const UserDialog = observer(function UserDialog(props: Omit<DialogProps, 'isOpen' | 'onOpenChange'>) {
  const store = useAreaStore(createUserManagementStore);
  return <Dialog {...props} isOpen onOpenChange={(isOpen) => !isOpen && store.closeDialog()} />;
});
