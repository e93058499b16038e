import {
  NewUserSchema,
  type NewUser,
  type NewUserProblems,
  type UserAssignmentOptions,
} from '@partner-insights/contracts';
import { SchemaForm, type FormDescription } from '@partner-insights/forms';
import { Alert } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues';
import { useAreaStore } from '../../../stores/StoresContext';
import { createUserManagementStore } from '../stores/UserManagementStore';
import type { Outcome } from '../stores/userOutcomes';
import { appsField, roleField } from './accessFields';
import { AssignmentOptionsGate } from './AssignmentOptionsGate';
import { UserDialog } from './UserDialog';

interface AddUserDialogProps {
  readonly onOutcome: (outcome: Outcome) => void;
}

/** Adding a user: their details, checked by the server ("Validate"), then sent ("Add user"). */
export const AddUserDialog = observer(function AddUserDialog({ onOutcome }: AddUserDialogProps) {
  const intl = useIntl();
  return (
    <UserDialog title={intl.formatMessage({ id: 'userDialog.addUser.title' })}>
      <AssignmentOptionsGate fieldCount={5}>
        {(options) => <AddUserForm options={options} onOutcome={onOutcome} />}
      </AssignmentOptionsGate>
    </UserDialog>
  );
});

function newUserForm(intl: IntlShape, options: UserAssignmentOptions): FormDescription<NewUser> {
  const text = (id: MessageId) => intl.formatMessage({ id });
  return {
    fields: [
      {
        id: 'firstName',
        label: text('userDialog.firstName'),
        hasMaxLength: true,
        errorMessage: text('userDialog.error.firstName'),
      },
      {
        id: 'lastName',
        label: text('userDialog.lastName'),
        hasMaxLength: true,
        errorMessage: text('userDialog.error.lastName'),
      },
      { id: 'email', type: 'email', label: text('userDialog.email'), errorMessage: text('userDialog.error.email') },
      roleField(intl, options),
      appsField(intl, options),
    ],
    schema: NewUserSchema as FormDescription<NewUser>['schema'],
  };
}

/** The server's problems with the user, worded per field in the reader's language. */
function problemTexts(intl: IntlShape, problems: NewUserProblems | null): Record<string, string> | undefined {
  if (!problems) return undefined;
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [
      field,
      intl.formatMessage({ id: `userDialog.problem.${problem}` }),
    ]),
  );
}

const AddUserForm = observer(function AddUserForm({
  options,
  onOutcome,
}: AddUserDialogProps & { readonly options: UserAssignmentOptions }) {
  const store = useAreaStore(createUserManagementStore);
  const intl = useIntl();
  const form = useMemo(() => newUserForm(intl, options), [intl, options]);
  const fieldErrors = useMemo(() => problemTexts(intl, store.newUserProblems), [intl, store.newUserProblems]);
  const isValidated = store.validatedNewUser !== null;

  const submit = async (user: NewUser) => {
    const outcome = store.isValidated(user) ? await store.addUser(user) : await store.validateNewUser(user);
    if (outcome) onOutcome(outcome);
  };

  return (
    <SchemaForm
      form={form}
      onSubmit={submit}
      onValuesChange={store.newUserChanged}
      fieldErrors={fieldErrors}
      messages={{ submit: intl.formatMessage({ id: isValidated ? 'userDialog.add' : 'userDialog.validate' }) }}
      aria-label={intl.formatMessage({ id: 'userDialog.addUser.title' })}
    >
      {isValidated && <Alert tone="success">{intl.formatMessage({ id: 'userDialog.validated' })}</Alert>}
    </SchemaForm>
  );
});
