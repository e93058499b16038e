import { lazyWithTimeout } from '../../../routes/lazyWithTimeout';

/**
 * The act-for dialog, its code loaded the first time a company is chosen rather than with the pages that offer the
 * choice; render it inside a `<Suspense>`.
 */
export const LazyActForDialog = lazyWithTimeout(async () => ({
  default: (await import('./ActForDialog')).ActForDialog,
}));
