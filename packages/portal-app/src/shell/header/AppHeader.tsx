import { Header, Logo } from '@partner-insights/ui';
import { lazy } from 'react';
import { Link } from 'react-router';
import { useStores } from '../../stores/StoresContext';
import * as styles from './header.css';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNavigation } from './MainNavigation';
import { UserMenu } from './UserMenu';

// The sheet's content loads with the sheet, when a phone's menu first opens: it is no part of the first paint.
const PhoneMenu = lazy(async () => ({ default: (await import('./PhoneMenu')).PhoneMenu }));

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
          <LanguageSwitch />
          <UserMenu />
        </div>
      }
    />
  );
}
