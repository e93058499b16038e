import { isLocale } from '@partner-insights/contracts';
import { Menu, MenuItem } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../stores/StoresContext';

/**
 * The site's languages, each named in itself, behind a menu button showing the current one. A menu rather than
 * a select keeps the list's code out of the first load (it loads when the menu first opens). The choice applies
 * at once (and is saved for a signed-in user).
 */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const { config, locale, profile } = useStores();
  const { formatMessage } = useIntl();
  if (config.languages.length < 2) return null;
  const current = config.languages.find(({ id }) => id === locale.locale)?.value ?? locale.locale;
  return (
    <Menu
      label={formatMessage({ id: 'header.language' }, { language: current })}
      triggerLabel={current}
      placement="bottom end"
      items={config.languages}
      selectionMode="single"
      selectedKeys={[locale.locale]}
      onSelectionChange={(keys) => {
        const [chosen] = keys === 'all' ? [] : keys;
        if (isLocale(chosen) && chosen !== locale.locale) void profile.saveLanguage(chosen);
      }}
    >
      {({ id, value }) => <MenuItem id={id}>{value}</MenuItem>}
    </Menu>
  );
});
