import { INVITATION_LIFETIME_DAYS } from '@partner-insights/contracts';
import { ErrorPanel } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ActionLink } from '../../../components/ActionLink/ActionLink';
import { FormPage } from '../../../components/FormPage/FormPage';
import { StatusPage } from '../../../components/StatusPage/StatusPage';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { createRegistrationStore } from '../stores/RegistrationStore';
import { RegistrationForm } from './RegistrationForm';
import { RegistrationSkeleton } from './RegistrationSkeleton';

/**
 * /userRegistration?token=: the page an invitation link opens. Loads the invitation, then the person completes
 * their registration and can sign in. A link that is unknown, used or expired says so and whom to ask.
 */
const UserRegistrationPage = observer(function UserRegistrationPage() {
  useAreaMessages('registration');
  const { productName } = useStores();
  const registration = useAreaStore(createRegistrationStore);
  const { formatMessage } = useIntl();
  const token = useSearchParams()[0].get('token') ?? '';

  useEffect(() => {
    void registration.load(token);
    return registration.registration.reset;
  }, [registration, token]);

  const invitation = registration.invitation.data;
  if (registration.invitationState === 'invalid' || registration.registrationState === 'invalid') {
    return (
      <StatusPage
        title={formatMessage({ id: 'registration.invalid.title' })}
        description={formatMessage({ id: 'registration.invalid.description' }, { days: INVITATION_LIFETIME_DAYS })}
        actions={<ActionLink to="/contactUs">{formatMessage({ id: 'registration.contactUs' })}</ActionLink>}
      />
    );
  }
  if (registration.registrationState === 'registered' && invitation) {
    return (
      <StatusPage
        title={formatMessage({ id: 'registration.registered.title' })}
        description={formatMessage({ id: 'registration.registered.description' }, { email: invitation.email })}
        actions={<ActionLink to="/login">{formatMessage({ id: 'registration.signIn' })}</ActionLink>}
      />
    );
  }

  return (
    <FormPage
      width="wide"
      heading={formatMessage({ id: 'registration.heading' })}
      lead={formatMessage({ id: 'registration.lead' }, { productName })}
    >
      {registration.invitationState === 'loading' && <RegistrationSkeleton />}
      {registration.invitationState === 'failed' && <ErrorPanel onRefresh={() => void registration.load(token)} />}
      {invitation && <RegistrationForm token={token} invitation={invitation} />}
    </FormPage>
  );
});

export default UserRegistrationPage;
