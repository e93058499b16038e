import { observer } from 'mobx-react-lite';
import { RouteErrorBoundary } from '../../routes/RouteErrorBoundary';
import { lazyWithTimeout } from '../../routes/lazyWithTimeout';
import { useStores } from '../../stores/StoresContext';

// Only admins ever need the audit's prompt: its code and messages load for them, after the first paint.
const AccessAuditBanner = lazyWithTimeout(async () => ({
  default: (await import('../../features/admin')).AccessAuditBanner,
}));

const MANAGES_USERS = { action: 'LIST', resource: 'USER' } as const;

/**
 * The access audit's banner (spec portal-shell §3), for a signed-in admin (LIST on USER) acting for a company. While
 * its code and the audit load it suspends the shell (ShellLayout waits), so the banner never pushes the page down
 * after it showed; if it cannot load, the page shows without it.
 */
export const AccessAuditPrompt = observer(function AccessAuditPrompt() {
  const { session } = useStores();
  if (!session.user?.tenant || !session.hasPermission(MANAGES_USERS)) return null;
  return (
    <RouteErrorBoundary fallback={null}>
      <AccessAuditBanner />
    </RouteErrorBoundary>
  );
});
