import type { ReactNode } from 'react';
import { AppFooter } from './AppFooter';
import { AccessAuditPrompt } from './banners/AccessAuditPrompt';
import { BlockBanner } from './banners/BlockBanner';
import { SessionBanners } from './banners/SessionBanners';
import { AppHeader } from './header/AppHeader';
import * as styles from './layouts.css';

/** The frame of public and private pages: banners, the header, the page, the footer. */
export function ShellLayout({ children }: { readonly children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <BlockBanner />
      <SessionBanners />
      <AccessAuditPrompt />
      <AppHeader />
      <main className={styles.shellMain}>{children}</main>
      <AppFooter />
    </div>
  );
}
