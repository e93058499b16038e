import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { lazyWithTimeout } from '../../../routes/lazyWithTimeout';
import { useAreaStore } from '../../../stores/StoresContext';
import { createUserManagementStore } from '../stores/UserManagementStore';
import type { Outcome } from '../stores/userOutcomes';

// The dialogs' forms, selects and date handling load the first time one opens, not with the list.
const OpenUserDialog = lazyWithTimeout(async () => ({
  default: (await import('./OpenUserDialog')).OpenUserDialog,
}));

/** The dialog the store has open over the list, if any. */
export const UserDialogs = observer(function UserDialogs({ onOutcome }: { readonly onOutcome: (o: Outcome) => void }) {
  const { dialog } = useAreaStore(createUserManagementStore);
  if (!dialog) return null;
  return (
    // Nothing stands in while the code arrives: the pressed button or menu item has already answered.
    <Suspense fallback={null}>
      <OpenUserDialog dialog={dialog} onOutcome={onOutcome} />
    </Suspense>
  );
});
