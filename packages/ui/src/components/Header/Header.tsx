import type { ReactNode } from 'react';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';

import { Logo } from '../Logo';
import * as styles from './Header.css';
import { HeaderMenu } from './HeaderMenu';
import { headerMessages } from './headerMessages';

export interface HeaderProps {
  /** The product logo, usually a link home; the Partner Insights logo unless told. */
  logo?: ReactNode;
  /** The main navigation, e.g. a `<nav aria-label="Main">` of links. */
  navigation?: ReactNode;
  /** The signed-in user's menu and other controls, at the end of the row. */
  userMenu?: ReactNode;
  /**
   * Below 768 px, what a "Menu" button (localised) opens in a sheet instead of `navigation` and `userMenu`: everything
   * they offer, laid out for a phone. `close` closes the sheet, e.g. once a link in it is followed.
   */
  phoneMenu?: (close: () => void) => ReactNode;
}

/**
 * The page's top bar (the `banner` landmark): logo, navigation, user menu. On phones, with `phoneMenu`, a menu
 * button takes the place of the navigation and the user menu; without it the navigation moves to a row of its
 * own under the logo, scrolling sideways if its content does not wrap.
 */
export function Header({ logo = <Logo size="small" />, navigation, userMenu, phoneMenu }: HeaderProps) {
  const strings = useLocalizedStringFormatter(headerMessages, '@partner-insights/ui');
  const layout = phoneMenu ? 'phoneMenu' : 'stacked';
  return (
    <header className={styles.header[layout]}>
      <div className={styles.logo}>{logo}</div>
      {navigation && <div className={styles.navigation[layout]}>{navigation}</div>}
      {userMenu && <div className={styles.userMenu[layout]}>{userMenu}</div>}
      {phoneMenu && (
        <div className={styles.phoneMenu}>
          <HeaderMenu label={strings.format('menu')}>{phoneMenu}</HeaderMenu>
        </div>
      )}
    </header>
  );
}
