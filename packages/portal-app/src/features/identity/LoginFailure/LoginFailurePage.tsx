import { FormattedMessage } from 'react-intl';
import { ActionLink } from '../../../components/ActionLink/ActionLink';
import { StatusPage } from '../../../components/StatusPage/StatusPage';

/**
 * Shown when the sign-in succeeded but the user's details could not be loaded (spec portal-shell §8). Returning
 * to the login signs the broken session out first.
 */
export function LoginFailurePage() {
  return (
    <StatusPage
      title={<FormattedMessage id="loginFailure.title" />}
      description={<FormattedMessage id="loginFailure.description" />}
      actions={
        <>
          <ActionLink to="/logout">
            <FormattedMessage id="loginFailure.returnToLogin" />
          </ActionLink>
          <ActionLink to="/support">
            <FormattedMessage id="loginFailure.support" />
          </ActionLink>
        </>
      }
    />
  );
}
