import { Suspense, useState } from 'react';
import { lazyWithTimeout } from '../../../routes/lazyWithTimeout';
import type { CompleteAuditDialogProps } from './CompleteAuditDialog';

const CompleteAuditDialog = lazyWithTimeout(async () => ({
  default: (await import('./CompleteAuditDialog')).CompleteAuditDialog,
}));

/**
 * The audit's completion dialog, its code loaded the first time it opens rather than with the banner or the review
 * page. Mounted from then on, as before, so it closes with its animation and keeps the confirmations ticked.
 */
export function LazyCompleteAuditDialog(props: CompleteAuditDialogProps) {
  const [needed, setNeeded] = useState(props.isOpen);
  if (!needed && props.isOpen) setNeeded(true);
  if (!needed) return null;
  return (
    // Nothing stands in while the code arrives: the pressed button has already answered.
    <Suspense fallback={null}>
      <CompleteAuditDialog {...props} />
    </Suspense>
  );
}
