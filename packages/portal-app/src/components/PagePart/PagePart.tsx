import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * A part of a page whose code is a chunk of its own (`children` a lazy component): the page paints with `fallback`,
 * the part's skeleton, and only then asks for the part, whose code asked for while the page renders would hold
 * the page's first paint back until it arrived.
 */
export function PagePart({ fallback, children }: { readonly fallback: ReactNode; readonly children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A task after the page's commit (a timer runs in a background tab too, where frames do not).
    const timer = setTimeout(() => setPainted(true));
    return () => clearTimeout(timer);
  }, []);
  return painted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
