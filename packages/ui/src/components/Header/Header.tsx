import type { ReactNode } from 'react';

import { Logo } from '../Logo';
import * as styles from './Header.css';

export interface HeaderProps {
  /** The product logo, usually a link home; the Partner Insights logo unless told. */
  logo?: ReactNode;
  /** The main navigation, e.g. a `<nav aria-label="Main">` of links. */
  navigation?: ReactNode;
  /** The signed-in user's menu and other controls, at the end of the row. */
  userMenu?: ReactNode;
}

/**
 * The page's top bar (the `banner` landmark): logo, navigation, user menu. On phones the
 * navigation moves to a row of its own under the logo, scrolling sideways if its content does not wrap.
 */
export function Header({ logo = <Logo size="small" />, navigation, userMenu }: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.logo}>{logo}</div>
      {navigation && <div className={styles.navigation}>{navigation}</div>}
      {userMenu && <div className={styles.userMenu}>{userMenu}</div>}
    </header>
  );
}
