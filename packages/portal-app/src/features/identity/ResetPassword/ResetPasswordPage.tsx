import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_RESET_LINK_LIFETIME_MINUTES,
} from '@partner-insights/contracts';
import { Alert, Button, Link, TextField } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ActionLink } from '../../../components/ActionLink/ActionLink';
import type { MessageId } from '../../../i18n/catalogues';
import { useAreaStore } from '../../../stores/StoresContext';
import { FormPage } from '../../../components/FormPage/FormPage';
import * as styles from '../../../components/FormPage/FormPage.css';
import { createPasswordResetStore } from '../stores/PasswordResetStore';
import { newPasswordProblem, type NewPasswordProblem } from './newPasswordProblem';
import { useAreaMessages } from '../../../i18n/useAreaMessages';

const PROBLEMS: Readonly<Record<NewPasswordProblem, MessageId>> = {
  tooShort: 'resetPassword.tooShort',
  tooLong: 'resetPassword.tooLong',
  mismatch: 'resetPassword.mismatch',
};

const LIMITS = { minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH };

/**
 * `/resetPassword?token=`: the page a reset link opens. Sets the new password (checked by the rule of every new
 * password), after which every session of the account has ended and the reader signs in again. A link that is
 * unknown, used or expired offers to ask for a new one.
 */
const ResetPasswordPage = observer(function ResetPasswordPage() {
  useAreaMessages('identity');
  const passwordReset = useAreaStore(createPasswordResetStore);
  const { formatMessage } = useIntl();
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [checked, setChecked] = useState(false);
  const state = passwordReset.resetState;
  useEffect(() => passwordReset.reset.reset, [passwordReset]);

  if (state === 'changed') {
    return (
      <FormPage
        heading={<FormattedMessage id="resetPassword.changed.title" />}
        lead={<FormattedMessage id="resetPassword.changed.description" />}
      >
        <ActionLink to="/login">
          <FormattedMessage id="resetPassword.signIn" />
        </ActionLink>
      </FormPage>
    );
  }

  const problem = checked ? newPasswordProblem(password, confirmation) : undefined;
  const saving = state === 'saving';
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setChecked(true);
    if (!newPasswordProblem(password, confirmation)) void passwordReset.setPassword({ token, password });
  };

  return (
    <FormPage heading={<FormattedMessage id="resetPassword.heading" />}>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={formatMessage({ id: 'resetPassword.heading' })}
      >
        {state === 'invalidLink' && (
          <Alert tone="critical">
            <FormattedMessage
              id="resetPassword.invalidLink"
              values={{ minutes: PASSWORD_RESET_LINK_LIFETIME_MINUTES }}
            />
          </Alert>
        )}
        {state === 'failed' && (
          <Alert tone="critical">
            <FormattedMessage id="login.failed" />
          </Alert>
        )}
        <TextField
          label={formatMessage({ id: 'resetPassword.password' })}
          description={formatMessage({ id: 'resetPassword.rule' }, LIMITS)}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          isInvalid={problem === 'tooShort' || problem === 'tooLong'}
          errorMessage={
            problem && problem !== 'mismatch' ? formatMessage({ id: PROBLEMS[problem] }, LIMITS) : undefined
          }
          isRequired
        />
        <TextField
          label={formatMessage({ id: 'resetPassword.confirmation' })}
          name="confirmation"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          isInvalid={problem === 'mismatch'}
          errorMessage={problem === 'mismatch' ? formatMessage({ id: PROBLEMS.mismatch }) : undefined}
          isRequired
        />
        <Button type="submit" fullWidth isDisabled={saving}>
          <FormattedMessage id={saving ? 'resetPassword.submitting' : 'resetPassword.submit'} />
        </Button>
        <span className={styles.formLink}>
          <Link href="/forgotPassword" variant="standalone">
            <FormattedMessage id="resetPassword.requestNewLink" />
          </Link>
        </span>
      </form>
    </FormPage>
  );
});

export default ResetPasswordPage;
