import type { ReactNode } from 'react';
import { RevealWhenReady } from '../components/RevealWhenReady/RevealWhenReady';
import { AppFooter } from './AppFooter';
import { AccessAuditPrompt } from './banners/AccessAuditPrompt';
import { BlockBanner } from './banners/BlockBanner';
import { SessionBanners } from './banners/SessionBanners';
import { AppHeader } from './header/AppHeader';
import * as styles from './layouts.css';
import { PageLoading } from './PageLoading';

/**
 * The frame of public and private pages: banners, the header, the page, the footer. The banners and header items
 * that depend on an answer (the access audit, the companies to switch among) suspend until it is in: the frame
 * waits for them and shows whole, so nothing above the page appears late and pushes it down.
 */
export function ShellLayout({ children }: { readonly children: ReactNode }) {
  return (
    <RevealWhenReady pending={<PageLoading />}>
      <div className={styles.shell}>
        <BlockBanner />
        <SessionBanners />
        <AccessAuditPrompt />
        <AppHeader />
        <main className={styles.shellMain}>{children}</main>
        <AppFooter />
      </div>
    </RevealWhenReady>
  );
}
