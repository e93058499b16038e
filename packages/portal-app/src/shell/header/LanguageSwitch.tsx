import { isLocale } from '@partner-insights/contracts';
import { Select } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../stores/StoresContext';
import * as styles from './header.css';

/** The site's languages, each named in itself; the choice applies at once (and is saved for a signed-in user). */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const { config, locale, profile } = useStores();
  const { formatMessage } = useIntl();
  if (config.languages.length < 2) return null;
  return (
    <div className={styles.languageSwitch}>
      <Select
        label={formatMessage({ id: 'header.language' })}
        options={config.languages.map(({ id, value }) => ({ id, label: value }))}
        value={locale.locale}
        // Applies at once and, for a signed-in user, saves the preference.
        onChange={(value) => isLocale(value) && void profile.saveLanguage(value)}
      />
    </div>
  );
});
