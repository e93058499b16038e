import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

export interface RevealWhenReadyProps {
  /** Shown until `children` are ready: their skeleton, or a loading status. */
  readonly pending: ReactNode;
  /** Render `children` straight away (their code is in already) instead of once `pending` has committed. */
  readonly isImmediate?: boolean;
  readonly children: ReactNode;
}

/**
 * `children` once all they wait for is in (their code, their messages, their first answers); `pending` until then.
 * `pending` commits first and `children` then render in a transition, so that React keeps `pending` on screen while
 * they suspend and shows them the moment they are ready. A Suspense fallback would hold them back: React reveals what
 * replaces a fallback no sooner than 300 ms after the fallback appeared. And a page's part asked for while the page
 * renders would hold the page's own first paint back until the part's code arrived.
 */
export function RevealWhenReady({ pending, isImmediate = false, children }: RevealWhenReadyProps) {
  const [isRevealing, setRevealing] = useState(isImmediate);
  useEffect(() => {
    if (!isRevealing) startTransition(() => setRevealing(true));
  }, [isRevealing]);
  return <Suspense fallback={pending}>{isRevealing ? children : pending}</Suspense>;
}
