import {
  MAX_PASSWORD_LENGTH,
  MAX_PERSON_NAME_LENGTH,
  MAX_PHONE_LENGTH,
  MIN_PASSWORD_LENGTH,
  type Invitation,
} from '@partner-insights/contracts';
import { Alert, Button, Checkbox, Link, TextField } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import * as formPageStyles from '../../../components/FormPage/FormPage.css';
import { findRoute } from '../../../routes/routeTable';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { termsPath } from '../../legal';
import { createRegistrationStore } from '../stores/RegistrationStore';
import { invitationTermsType } from './invitationTermsType';
import { PasswordRules } from './PasswordRules';
import {
  registrationProblems,
  SERVER_PASSWORD_PROBLEMS,
  type RegistrationField,
  type RegistrationValues,
} from './registrationProblems';
import * as styles from './UserRegistrationPage.css';

const LIMITS = { minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH };

export interface RegistrationFormProps {
  readonly token: string;
  readonly invitation: Invitation;
}

/**
 * The invited person's details: company and email as invited, their name (as invited, to correct), phone, a
 * password with its rules, and the terms. Checked by the server's rule before it is sent; the server's own
 * refusal of the password shows on the password.
 */
export const RegistrationForm = observer(function RegistrationForm({ token, invitation }: RegistrationFormProps) {
  const registration = useAreaStore(createRegistrationStore);
  const { config } = useStores();
  const { formatMessage } = useIntl();
  // Terms are published where the market has its terms page (not on US).
  const termsPublished = findRoute('/terms', config.site).path === '/terms';
  const rulesId = useId();
  const [values, setValues] = useState<RegistrationValues>({
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    phone: '',
    password: '',
    confirmation: '',
    acceptTerms: false,
  });
  const [checked, setChecked] = useState(false);
  const problems = checked ? registrationProblems(values) : {};
  const refusal = registration.passwordProblem;
  const saving = registration.registrationState === 'saving';

  const change =
    <TField extends RegistrationField>(field: TField) =>
    (value: RegistrationValues[TField]) => {
      if (field === 'password') registration.clearRefusal();
      setValues((current) => ({ ...current, [field]: value }));
    };

  const errorOf = (field: RegistrationField) => {
    const problem = problems[field];
    return { isInvalid: Boolean(problem), errorMessage: problem && formatMessage({ id: problem }, LIMITS) };
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const { confirmation: _, ...details } = values;
    if (Object.keys(registrationProblems(values)).length === 0) {
      void registration.register(token, { ...details, acceptTerms: true });
    }
  };

  const passwordError = errorOf('password');
  return (
    <form
      className={formPageStyles.form}
      noValidate
      aria-label={formatMessage({ id: 'registration.heading' })}
      onSubmit={submit}
    >
      {registration.registrationState === 'failed' && (
        <Alert tone="critical">{formatMessage({ id: 'registration.failed' })}</Alert>
      )}
      <dl className={styles.invited}>
        <div>
          <dt className={styles.invitedTerm}>{formatMessage({ id: 'registration.company' })}</dt>
          <dd className={styles.invitedValue}>{invitation.companyName}</dd>
        </div>
        <div>
          <dt className={styles.invitedTerm}>{formatMessage({ id: 'registration.email' })}</dt>
          <dd className={styles.invitedValue}>{invitation.email}</dd>
        </div>
      </dl>
      <div className={styles.names}>
        <TextField
          label={formatMessage({ id: 'registration.firstName' })}
          name="firstName"
          autoComplete="given-name"
          maxLength={MAX_PERSON_NAME_LENGTH}
          value={values.firstName}
          onChange={change('firstName')}
          {...errorOf('firstName')}
        />
        <TextField
          label={formatMessage({ id: 'registration.lastName' })}
          name="lastName"
          autoComplete="family-name"
          maxLength={MAX_PERSON_NAME_LENGTH}
          value={values.lastName}
          onChange={change('lastName')}
          {...errorOf('lastName')}
        />
      </div>
      <TextField
        label={formatMessage({ id: 'registration.phone' })}
        name="phone"
        type="tel"
        autoComplete="tel"
        isOptional
        maxLength={MAX_PHONE_LENGTH}
        value={values.phone}
        onChange={change('phone')}
        {...errorOf('phone')}
      />
      <TextField
        label={formatMessage({ id: 'registration.password' })}
        name="password"
        type="password"
        autoComplete="new-password"
        aria-describedby={rulesId}
        value={values.password}
        onChange={change('password')}
        isInvalid={passwordError.isInvalid || refusal !== null}
        errorMessage={refusal ? formatMessage({ id: SERVER_PASSWORD_PROBLEMS[refusal] }) : passwordError.errorMessage}
      />
      <PasswordRules id={rulesId} password={values.password} refusal={refusal} />
      <TextField
        label={formatMessage({ id: 'registration.confirmation' })}
        name="confirmation"
        type="password"
        autoComplete="new-password"
        value={values.confirmation}
        onChange={change('confirmation')}
        {...errorOf('confirmation')}
      />
      <Checkbox isSelected={values.acceptTerms} onChange={change('acceptTerms')} {...errorOf('acceptTerms')}>
        {formatMessage({ id: 'registration.terms' })}
      </Checkbox>
      {termsPublished && (
        <Link href={termsPath(invitationTermsType(invitation))} variant="standalone" opensInNewTab>
          {formatMessage({ id: 'registration.terms.read' })}
        </Link>
      )}
      <Button type="submit" fullWidth isPending={saving}>
        {formatMessage({ id: saving ? 'registration.submitting' : 'registration.submit' })}
      </Button>
    </form>
  );
});
