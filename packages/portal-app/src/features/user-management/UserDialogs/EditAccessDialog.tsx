import { UserAccessSetSchema, type UserAccessSet, type UserRow } from '@partner-insights/contracts';
import { SchemaForm, type FormDescription } from '@partner-insights/forms';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { useAreaStore } from '../../../stores/StoresContext';
import { createUserManagementStore } from '../stores/UserManagementStore';
import type { Outcome } from '../stores/userOutcomes';
import { fullNameOf } from '../UserList/useUserColumns';
import { appsField, roleField } from './accessFields';
import { AssignmentOptionsGate } from './AssignmentOptionsGate';
import { UserDialog } from './UserDialog';

type AccessChange = Omit<UserAccessSet, 'loginId'>;
const AccessChangeSchema = v.omit(UserAccessSetSchema, ['loginId']) as FormDescription<AccessChange>['schema'];

/** One user's role and apps, as they are to be (PUT companies/{id}/users/access). */
export const EditAccessDialog = observer(function EditAccessDialog({
  user,
  onOutcome,
}: {
  readonly user: UserRow;
  readonly onOutcome: (outcome: Outcome) => void;
}) {
  const store = useAreaStore(createUserManagementStore);
  const intl = useIntl();
  const submit = async ({ role, products }: AccessChange) =>
    onOutcome(await store.setAccess(user.loginId, role, products));
  return (
    <UserDialog title={intl.formatMessage({ id: 'userDialog.editAccess.title' }, { name: fullNameOf(user) })}>
      <AssignmentOptionsGate fieldCount={2}>
        {(options) => (
          <SchemaForm
            form={{ fields: [roleField(intl, options), appsField(intl, options)], schema: AccessChangeSchema }}
            defaultValues={{
              role: options.roles.includes(user.role) ? user.role : null,
              products: user.products.filter((code) => options.products.some((product) => product.code === code)),
            }}
            onSubmit={submit}
            messages={{ submit: intl.formatMessage({ id: 'userDialog.save' }) }}
          />
        )}
      </AssignmentOptionsGate>
    </UserDialog>
  );
});
