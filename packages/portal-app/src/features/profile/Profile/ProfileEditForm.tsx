import { MAX_NAME_LENGTH, type UserDetails } from '@partner-insights/contracts';
import { Alert, Button, TextField } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/StoresContext';
import * as styles from './ProfilePage.css';
import { validateProfile, type ProfileFieldErrors } from './profileFormErrors';
import * as layout from '../../../components/page/pageLayout.css';

export interface ProfileEditFormProps {
  readonly user: UserDetails;
  /** Leaves the form: `saved` after a successful save, else cancelled. */
  readonly onClose: (saved: boolean) => void;
}

/** The user's own first and last name and phone, checked with the server's rules before they are sent. */
export const ProfileEditForm = observer(function ProfileEditForm({ user, onClose }: ProfileEditFormProps) {
  const { profile } = useStores();
  const intl = useIntl();
  const [values, setValues] = useState({
    first_name: user.first_name,
    last_name: user.last_name,
    phone_number: user.phone_number ?? '',
  });
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const saving = profile.profileSave.isLoading;

  const errorOf = (field: keyof ProfileFieldErrors) => {
    const id = errors[field];
    return id && intl.formatMessage({ id }, { max: MAX_NAME_LENGTH });
  };
  const fieldProps = (field: keyof typeof values) => ({
    value: values[field],
    onChange: (value: string) => setValues((current) => ({ ...current, [field]: value })),
    isInvalid: errors[field] !== undefined,
    errorMessage: errorOf(field),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const validation = validateProfile(values);
    setErrors(validation.errors ?? {});
    if (validation.errors) return;
    if (await profile.saveProfile(validation.update)) onClose(true);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {profile.profileSave.status === 'error' && (
        <Alert tone="critical">{intl.formatMessage({ id: 'profile.saveFailed' })}</Alert>
      )}
      <div className={styles.fields}>
        <TextField
          label={intl.formatMessage({ id: 'profile.field.firstName' })}
          autoComplete="given-name"
          maxLength={MAX_NAME_LENGTH}
          {...fieldProps('first_name')}
        />
        <TextField
          label={intl.formatMessage({ id: 'profile.field.lastName' })}
          autoComplete="family-name"
          maxLength={MAX_NAME_LENGTH}
          {...fieldProps('last_name')}
        />
        <TextField
          label={intl.formatMessage({ id: 'profile.field.phone' })}
          type="tel"
          autoComplete="tel"
          isOptional
          description={intl.formatMessage({ id: 'profile.phoneHint' })}
          {...fieldProps('phone_number')}
        />
      </div>
      <div className={layout.actions}>
        <Button type="submit" isDisabled={saving}>
          {intl.formatMessage({ id: 'profile.save' })}
        </Button>
        <Button variant="secondary" onPress={() => onClose(false)} isDisabled={saving}>
          {intl.formatMessage({ id: 'profile.cancel' })}
        </Button>
      </div>
    </form>
  );
});
