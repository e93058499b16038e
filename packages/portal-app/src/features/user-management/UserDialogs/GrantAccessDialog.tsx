import { UserAccessGrantSchema } from '@partner-insights/contracts';
import { SchemaForm, type FormDescription } from '@partner-insights/forms';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { useAreaStore } from '../../../stores/StoresContext';
import { createUserManagementStore } from '../stores/UserManagementStore';
import { appsField } from './accessFields';
import { AssignmentOptionsGate } from './AssignmentOptionsGate';
import { UserDialog, type ChosenUsersDialogProps } from './UserDialog';

type Grant = { products: string[] };
const GrantSchema = v.pick(UserAccessGrantSchema, ['products']) as FormDescription<Grant>['schema'];

/** Apps for several users at once, besides those they have (POST companies/{id}/users/access). */
export const GrantAccessDialog = observer(function GrantAccessDialog({ loginIds, onOutcome }: ChosenUsersDialogProps) {
  const store = useAreaStore(createUserManagementStore);
  const intl = useIntl();
  return (
    <UserDialog title={intl.formatMessage({ id: 'userDialog.grantAccess.title' }, { count: loginIds.length })}>
      <AssignmentOptionsGate fieldCount={1}>
        {(options) => (
          <SchemaForm
            form={{
              fields: [
                appsField(intl, options, {
                  label: intl.formatMessage({ id: 'userDialog.grantAccess.apps' }),
                  helperText: intl.formatMessage({ id: 'userDialog.grantAccess.appsHint' }),
                  errorMessage: intl.formatMessage({ id: 'userDialog.error.apps' }),
                  isOptional: false,
                }),
              ],
              schema: GrantSchema,
            }}
            onSubmit={async ({ products }: Grant) => onOutcome(await store.grantAccess(loginIds, products))}
            messages={{ submit: intl.formatMessage({ id: 'userList.action.grantAccess' }) }}
          />
        )}
      </AssignmentOptionsGate>
    </UserDialog>
  );
});
