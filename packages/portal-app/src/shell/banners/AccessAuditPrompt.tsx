import { observer } from 'mobx-react-lite';
import type { SessionStore } from '../../features/identity';
import { RouteErrorBoundary } from '../../routes/RouteErrorBoundary';
import { lazyWithAreaMessages } from '../../routes/lazyWithAreaMessages';
import { useStores } from '../../stores/StoresContext';

// Only admins ever need the audit's prompt: its code and messages load for them, after the first paint.
const AccessAuditBanner = lazyWithAreaMessages('admin', async () => ({
  default: (await import('../../features/admin')).AccessAuditBanner,
}));

const MANAGES_USERS = { action: 'LIST', resource: 'USER' } as const;

/** Whether the signed-in reader is an admin (LIST on USER) acting for a company: the one the prompt is for. */
const promptsFor = (session: SessionStore) => Boolean(session.user?.tenant) && session.hasPermission(MANAGES_USERS);

/** Starts fetching the prompt's code and messages, for a reader it is for, before the shell renders it. */
export function preloadAccessAuditPrompt(session: SessionStore): void {
  if (promptsFor(session)) AccessAuditBanner.preload();
}

/**
 * The access audit's banner (spec portal-shell §3), for a signed-in admin (LIST on USER) acting for a company. While
 * its code and the audit load it suspends the shell (ShellLayout waits), so the banner never pushes the page down
 * after it showed; if it cannot load, the page shows without it.
 */
export const AccessAuditPrompt = observer(function AccessAuditPrompt() {
  const { session } = useStores();
  if (!promptsFor(session)) return null;
  return (
    <RouteErrorBoundary fallback={null}>
      <AccessAuditBanner />
    </RouteErrorBoundary>
  );
});
