import { PASSWORD_RESET_LINK_LIFETIME_MINUTES } from '@partner-insights/contracts';
import { Alert, Button, Link, TextField } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues';
import { useAreaStore } from '../../../stores/StoresContext';
import { FormPage } from '../../../components/FormPage/FormPage';
import * as styles from '../../../components/FormPage/FormPage.css';
import { createPasswordResetStore, type LinkRequestState } from '../stores/PasswordResetStore';
import { useAreaMessages } from '../../../i18n/useAreaMessages';

const REQUEST_ERRORS: Partial<Record<LinkRequestState, MessageId>> = {
  throttled: 'forgotPassword.throttled',
  failed: 'login.failed',
};

const backToSignIn = (
  <span className={styles.formLink}>
    <Link href="/login" variant="standalone">
      <FormattedMessage id="forgotPassword.backToSignIn" />
    </Link>
  </span>
);

/**
 * `/forgotPassword`: asks for the account's email and has a reset link sent to it. The confirmation reads the same
 * whether or not an account has the address, as the server's answer does.
 */
const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  useAreaMessages('identity');
  const passwordReset = useAreaStore(createPasswordResetStore);
  const { formatMessage } = useIntl();
  const [email, setEmail] = useState('');
  const state = passwordReset.linkRequestState;
  // Coming back later starts a new request rather than showing the last one's answer.
  useEffect(() => passwordReset.linkRequest.reset, [passwordReset]);

  if (state === 'sent') {
    return (
      <FormPage heading={<FormattedMessage id="forgotPassword.sent.title" />}>
        <div className={styles.form}>
          <Alert tone="success">
            <FormattedMessage
              id="forgotPassword.sent.description"
              values={{ email, minutes: PASSWORD_RESET_LINK_LIFETIME_MINUTES }}
            />
          </Alert>
          {backToSignIn}
        </div>
      </FormPage>
    );
  }

  const errorId = REQUEST_ERRORS[state];
  const sending = state === 'sending';
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void passwordReset.requestLink(email.trim());
  };

  return (
    <FormPage
      heading={<FormattedMessage id="forgotPassword.heading" />}
      lead={<FormattedMessage id="forgotPassword.lead" />}
    >
      <form className={styles.form} onSubmit={submit} aria-label={formatMessage({ id: 'forgotPassword.heading' })}>
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
          value={email}
          onChange={setEmail}
          isRequired
        />
        <Button type="submit" fullWidth isDisabled={sending}>
          <FormattedMessage id={sending ? 'forgotPassword.submitting' : 'forgotPassword.submit'} />
        </Button>
        {backToSignIn}
      </form>
    </FormPage>
  );
});

export default ForgotPasswordPage;
