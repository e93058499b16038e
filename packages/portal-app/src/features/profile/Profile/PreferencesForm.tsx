import { LANGUAGE_NAMES, LOCALES, resolveLocale, TIMEZONE_OPTIONS } from '@partner-insights/contracts';
import { Alert, ComboBox, Select, type SelectOption } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/StoresContext';
import * as styles from './ProfilePage.css';
import * as layout from '../../../components/page/pageLayout.css';

const TIMEZONES: readonly SelectOption[] = TIMEZONE_OPTIONS.map(({ id, title }) => ({ id, label: title }));

/** Language and time zone, each saved as soon as it is chosen; the language applies to the page at once. */
export const PreferencesForm = observer(function PreferencesForm() {
  const { profile, config, locale } = useStores();
  const intl = useIntl();
  const siteLanguages = config.languages.map(({ id, value }) => ({ id, label: value }));
  const languages = siteLanguages.length > 0 ? siteLanguages : LOCALES.map((id) => ({ id, label: LANGUAGE_NAMES[id] }));
  const { status } = profile.preferencesSave;

  return (
    <div className={styles.form}>
      <div className={styles.fields}>
        <Select
          label={intl.formatMessage({ id: 'profile.preferences.language' })}
          options={languages}
          value={locale.locale}
          onChange={(key) => void profile.saveLanguage(resolveLocale(key))}
          isDisabled={!profile.canEdit}
        />
        <ComboBox
          label={intl.formatMessage({ id: 'profile.preferences.timezone' })}
          options={TIMEZONES}
          value={profile.timezone}
          onChange={(key) => {
            if (key !== null) void profile.saveTimezone(String(key));
          }}
          isDisabled={!profile.canEdit}
        />
      </div>
      <p role="status" className={layout.sectionNote}>
        {status === 'success' && intl.formatMessage({ id: 'profile.preferences.saved' })}
      </p>
      {status === 'error' && <Alert tone="critical">{intl.formatMessage({ id: 'profile.saveFailed' })}</Alert>}
    </div>
  );
});
