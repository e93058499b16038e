import { useLocation } from 'react-router';
import { RevealWhenReady } from '../components/RevealWhenReady/RevealWhenReady';
import { RouteErrorPage } from './RouteErrorPage';
import { PageLoading } from '../shell/PageLoading';
import { useStores } from '../stores/StoresContext';
import type { LazyComponent } from './lazyWithTimeout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * A route's page: a loading state until the page is ready (its code, its messages and what it waits for before its
 * first paint), the error page if it cannot load or render. A page visited before renders at once.
 */
export function RoutePage({ page: Page }: { readonly page: LazyComponent<object> }) {
  const { pathname } = useLocation();
  const { analytics } = useStores();
  return (
    <RouteErrorBoundary
      fallback={<RouteErrorPage />}
      resetKey={pathname}
      onError={(error) => analytics.trackEvent('error', 'page_failed', { message: String(error) })}
    >
      <RevealWhenReady pending={<PageLoading />} isImmediate={Page.isLoaded()}>
        <Page />
      </RevealWhenReady>
    </RouteErrorBoundary>
  );
}
