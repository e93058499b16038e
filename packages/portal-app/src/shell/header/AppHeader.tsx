import { Header, Logo } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { lazy } from 'react';
import { Link } from 'react-router';
import { useStores } from '../../stores/StoresContext';
import * as styles from './header.css';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNavigation } from './MainNavigation';
import { UserMenu } from './UserMenu';
import { switchesCompany } from './companySwitcher/switchesCompany';

// The sheet's content loads with the sheet, when a phone's menu first opens: it is no part of the first paint.
const PhoneMenu = lazy(async () => ({ default: (await import('./PhoneMenu')).PhoneMenu }));
// Only users of several companies see the switcher: its code loads for them alone, while the shell waits for it.
const CompanySwitcher = lazy(() => import('./companySwitcher/CompanySwitcher'));

const CompanySwitcherSlot = observer(function CompanySwitcherSlot() {
  const { session } = useStores();
  return switchesCompany(session.user) ? <CompanySwitcher /> : null;
});

/**
 * The shell's top bar: the logo home, the navigation the reader may use, the language switch and the user menu;
 * on phones, a menu button that offers all of them in a sheet.
 */
export function AppHeader() {
  const { productName } = useStores();
  return (
    <Header
      logo={
        <Link to="/" className={styles.homeLink}>
          <Logo productName={productName} size="small" />
        </Link>
      }
      navigation={<MainNavigation />}
      phoneMenu={(close) => <PhoneMenu close={close} />}
      userMenu={
        <div className={styles.controls}>
          <CompanySwitcherSlot />
          <LanguageSwitch />
          <UserMenu />
        </div>
      }
    />
  );
}
