import { Logo } from '@partner-insights/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useStores } from '../stores/StoresContext';
import * as styles from './layouts.css';

/** The frame of public and private pages: a header with the product logo (home link) above the main content. */
export function ShellLayout({ children }: { readonly children: ReactNode }) {
  const { productName } = useStores();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link to="/" className={styles.homeLink}>
          <Logo productName={productName} size="small" />
        </Link>
      </header>
      <main className={styles.shellMain}>{children}</main>
    </div>
  );
}
