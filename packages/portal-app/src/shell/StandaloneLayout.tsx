import type { ReactNode } from 'react';
import { RevealWhenReady } from '../components/RevealWhenReady/RevealWhenReady';
import { AppFooter } from './AppFooter';
import { AppHeader } from './header/AppHeader';
import * as styles from './layouts.css';
import { PageLoading } from './PageLoading';

export interface StandaloneLayoutProps {
  readonly children: ReactNode;
  /** With the header and footer: the pages on the way in (sign-in, a forgotten password). */
  readonly framed?: boolean;
}

/**
 * The frame of standalone pages (not found, no access, error, sign-in): their content alone, centred; framed, between
 * the header (language choice) and the footer, without the signed-in shell's banners.
 */
export function StandaloneLayout({ children, framed = false }: StandaloneLayoutProps) {
  if (!framed) return <main className={styles.standaloneMain}>{children}</main>;
  // The header waits for what it depends on, as in the shell (ShellLayout).
  return (
    <RevealWhenReady pending={<PageLoading />}>
      <div className={styles.shell}>
        <AppHeader />
        <main className={styles.framedStandaloneMain}>{children}</main>
        <AppFooter />
      </div>
    </RevealWhenReady>
  );
}
