import type { UserAssignmentOptions } from '@partner-insights/contracts';
import { ErrorPanel, Skeleton } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAreaStore } from '../../../stores/StoresContext';
import { createUserManagementStore } from '../stores/UserManagementStore';

/**
 * The roles and apps an admin may give (GET companies/{id}/personas), for the forms that give them: a skeleton of
 * the form until they are in, the error with a retry if they cannot be.
 */
export const AssignmentOptionsGate = observer(function AssignmentOptionsGate({
  fieldCount,
  children,
}: {
  /** Lines of the form's skeleton. */
  readonly fieldCount: number;
  readonly children: (options: UserAssignmentOptions) => ReactNode;
}) {
  const store = useAreaStore(createUserManagementStore);
  const intl = useIntl();
  const { assignmentOptions } = store;

  useEffect(() => {
    void store.loadAssignmentOptions();
  }, [store]);

  if (assignmentOptions.status === 'error') return <ErrorPanel onRefresh={() => void store.loadAssignmentOptions()} />;
  if (!assignmentOptions.data)
    return <Skeleton rows={fieldCount * 2} label={intl.formatMessage({ id: 'userDialog.loadingOptions' })} />;
  return children(assignmentOptions.data);
});
