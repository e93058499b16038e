import { Header, Logo } from '@partner-insights/ui';
import { Link } from 'react-router';
import { useStores } from '../../stores/StoresContext';
import * as styles from './header.css';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNavigation } from './MainNavigation';
import { PhoneMenu } from './PhoneMenu';
import { UserMenu } from './UserMenu';

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
