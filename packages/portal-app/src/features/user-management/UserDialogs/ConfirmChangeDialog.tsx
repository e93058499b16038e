import { AlertDialog } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useAreaStore } from '../../../stores/StoresContext';
import { createUserManagementStore } from '../stores/UserManagementStore';
import type { Outcome } from '../stores/userOutcomes';

/** Confirms deleting or unblocking users; the answer comes as a toast once the server has it. */
export const ConfirmChangeDialog = observer(function ConfirmChangeDialog({
  kind,
  loginIds,
  onOutcome,
}: {
  readonly kind: 'delete' | 'unblock';
  readonly loginIds: readonly string[];
  readonly onOutcome: (outcome: Outcome) => void;
}) {
  const store = useAreaStore(createUserManagementStore);
  const intl = useIntl();
  const confirm = () =>
    void (kind === 'delete' ? store.deleteUsers(loginIds) : store.unblockUsers(loginIds)).then(onOutcome);
  return (
    <AlertDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && store.closeDialog()}
      tone={kind === 'delete' ? 'critical' : 'neutral'}
      title={intl.formatMessage({ id: `userDialog.${kind}.title` }, { count: loginIds.length })}
      confirmLabel={intl.formatMessage({ id: `userList.action.${kind}` })}
      onConfirm={confirm}
    >
      {intl.formatMessage({ id: `userDialog.${kind}.body` })}
    </AlertDialog>
  );
});
