import { lazy, Suspense } from 'react';

// The region's code stays out of the first paint: it loads just after, and shows whatever was queued meanwhile.
const AppToastRegion = lazy(() => import('./AppToastRegion'));

/** The app's one toast region: every page's success and failure toasts show here, whatever layout frames it. */
export function ToastHost() {
  return (
    <Suspense fallback={null}>
      <AppToastRegion />
    </Suspense>
  );
}
