import { safeLastUrl, SIGN_IN_FAILED_QUERY } from '@partner-insights/contracts';
import { Alert, Button, Link, TextField } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import type { MessageId } from '../../../i18n/catalogues';
import type { SignInState } from '../stores/SessionStore';
import { useStores } from '../../../stores/StoresContext';
import { FormPage } from '../../../components/FormPage/FormPage';
import * as styles from '../../../components/FormPage/FormPage.css';
import { LoginFailurePage } from '../LoginFailure/LoginFailurePage';
import { useAreaMessages } from '../../../i18n/useAreaMessages';

const SIGN_IN_ERRORS: Partial<Record<SignInState, MessageId>> = {
  refused: 'login.refused',
  throttled: 'login.throttled',
  failed: 'login.failed',
};

/** `/login?lastUrl=`: signs the reader in and sends them on to `lastUrl` (the launch list by default). */
const LoginPage = observer(function LoginPage() {
  useAreaMessages('identity');
  const { session, productName } = useStores();
  const { formatMessage } = useIntl();
  const [searchParams] = useSearchParams();

  // The identity provider's sign-in was refused: the server recorded why, the reader sees the spec's failure page.
  if (session.status === 'userFailed' || searchParams.has(SIGN_IN_FAILED_QUERY)) return <LoginFailurePage />;
  const lastUrl = safeLastUrl(searchParams.get('lastUrl'));
  if (session.isSignedIn) return <Navigate to={lastUrl} replace />;

  const errorId = SIGN_IN_ERRORS[session.signInState];
  const submitting = session.signInState === 'submitting';
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void session.signIn({ email: String(form.get('email')), password: String(form.get('password')) });
  };

  return (
    <FormPage heading={<FormattedMessage id="login.heading" values={{ productName }} />}>
      {session.singleSignOn && (
        <>
          {/* The server's `GET login?lastUrl` hands the reader to the provider: a full page load, not a route. */}
          <Button
            fullWidth
            onPress={() => window.location.assign(`/api/login?${new URLSearchParams({ lastUrl }).toString()}`)}
          >
            <FormattedMessage id="login.singleSignOn" />
          </Button>
          <p>
            <FormattedMessage id="login.passwordInstead" />
          </p>
        </>
      )}
      <form className={styles.form} onSubmit={submit} aria-label={formatMessage({ id: 'pageTitle.login' })}>
        {errorId && (
          <Alert tone="critical">
            <FormattedMessage id={errorId} />
          </Alert>
        )}
        <TextField
          label={formatMessage({ id: 'login.email' })}
          name="email"
          type="email"
          autoComplete="username"
          isRequired
        />
        <TextField
          label={formatMessage({ id: 'login.password' })}
          name="password"
          type="password"
          autoComplete="current-password"
          isRequired
        />
        <span className={styles.formLink}>
          <Link href="/forgotPassword" variant="standalone">
            <FormattedMessage id="login.forgotPassword" />
          </Link>
        </span>
        {/* Not `isPending`: react-aria's pending announcement would point at a spinner gone by the time it is read. */}
        <Button type="submit" fullWidth isDisabled={submitting}>
          <FormattedMessage id={submitting ? 'login.submitting' : 'login.submit'} />
        </Button>
      </form>
    </FormPage>
  );
});

export default LoginPage;
