import { Suspense } from 'react';
import { lazyWithTimeout } from '../../../routes/lazyWithTimeout';
import type { ActForDialogProps } from './ActForDialog';

const ActForDialog = lazyWithTimeout(async () => ({
  default: (await import('./ActForDialog')).ActForDialog,
}));

/**
 * The act-for dialog, its code loaded the first time a company is chosen rather than with the pages that offer the
 * choice. Nothing stands in meanwhile: the row's menu item has already answered the press.
 */
export function LazyActForDialog(props: ActForDialogProps) {
  return (
    <Suspense fallback={null}>
      <ActForDialog {...props} />
    </Suspense>
  );
}
