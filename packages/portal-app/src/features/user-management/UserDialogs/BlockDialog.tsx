import { MAX_BLOCK_REASON_LENGTH, UsersBlockSchema } from '@partner-insights/contracts';
import { SchemaForm, type FormDescription } from '@partner-insights/forms';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { useAreaStore } from '../../../stores/StoresContext';
import { createUserManagementStore } from '../stores/UserManagementStore';
import { UserDialog, type ChosenUsersDialogProps } from './UserDialog';

type Block = { reason: string };
const BlockSchema = v.pick(UsersBlockSchema, ['reason']) as FormDescription<Block>['schema'];

/** Blocking users, with the reason other admins will read (required, as long as the contracts allow). */
export const BlockDialog = observer(function BlockDialog({ loginIds, onOutcome }: ChosenUsersDialogProps) {
  const store = useAreaStore(createUserManagementStore);
  const intl = useIntl();
  return (
    <UserDialog title={intl.formatMessage({ id: 'userDialog.block.title' }, { count: loginIds.length })}>
      <SchemaForm
        form={{
          fields: [
            {
              id: 'reason',
              type: 'multiline',
              label: intl.formatMessage({ id: 'userDialog.block.reason' }),
              helperText: intl.formatMessage({ id: 'userDialog.block.reasonHint' }),
              errorMessage: intl.formatMessage({ id: 'userDialog.error.reason' }, { max: MAX_BLOCK_REASON_LENGTH }),
            },
          ],
          schema: BlockSchema,
        }}
        onSubmit={async ({ reason }: Block) => onOutcome(await store.blockUsers(loginIds, reason))}
        messages={{ submit: intl.formatMessage({ id: 'userList.action.block' }) }}
      />
    </UserDialog>
  );
});
