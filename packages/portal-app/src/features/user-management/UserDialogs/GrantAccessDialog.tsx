import { UserAccessGrantSchema } from '@partner-insights/contracts';
import { SchemaForm, type FormDescription } from '@partner-insights/forms';
import { Dialog } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { useAreaStore } from '../../../stores/StoresContext';
import { createUserManagementStore } from '../stores/UserManagementStore';
import type { Outcome } from '../stores/userOutcomes';
import { appsField } from './accessFields';
import { AssignmentOptionsGate } from './AssignmentOptionsGate';

type Grant = { products: string[] };
const GrantSchema = v.pick(UserAccessGrantSchema, ['products']) as FormDescription<Grant>['schema'];

/** Apps for several users at once, besides those they have (POST companies/{id}/users/access). */
export const GrantAccessDialog = observer(function GrantAccessDialog({
  loginIds,
  onOutcome,
}: {
  readonly loginIds: readonly string[];
  readonly onOutcome: (outcome: Outcome) => void;
}) {
  const store = useAreaStore(createUserManagementStore);
  const intl = useIntl();
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && store.closeDialog()}
      title={intl.formatMessage({ id: 'userDialog.grantAccess.title' }, { count: loginIds.length })}
    >
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
    </Dialog>
  );
});
