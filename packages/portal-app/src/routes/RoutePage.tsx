import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from './RouteErrorPage';
import { PageLoading } from '../shell/PageLoading';
import { useStores } from '../stores/StoresContext';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** A route's page: a loading state while its code arrives, the error page if it cannot load or render. */
export function RoutePage({ page: Page }: { readonly page: ComponentType }) {
  const { pathname } = useLocation();
  const { analytics } = useStores();
  return (
    <RouteErrorBoundary
      fallback={<RouteErrorPage />}
      resetKey={pathname}
      onError={(error) => analytics.trackEvent('error', 'page_failed', { message: String(error) })}
    >
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}
