import { Menu, MenuItem } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useLanguageChoice } from './useLanguageChoice';

/**
 * The site's languages, each named in itself, behind a menu button showing the current one. A menu rather than
 * a select keeps the list's code out of the first load (it loads when the menu first opens). The choice applies
 * at once (and is saved for a signed-in user).
 */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const { languages, currentId, currentName, choose } = useLanguageChoice();
  const { formatMessage } = useIntl();
  if (languages.length < 2) return null;
  return (
    <Menu
      label={formatMessage({ id: 'header.language' }, { language: currentName })}
      triggerLabel={currentName}
      placement="bottom end"
      items={languages}
      selectionMode="single"
      selectedKeys={[currentId]}
      onSelectionChange={(keys) => {
        const [chosen] = keys === 'all' ? [] : keys;
        choose(chosen);
      }}
    >
      {({ id, value }) => <MenuItem id={id}>{value}</MenuItem>}
    </Menu>
  );
});
