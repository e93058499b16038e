import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** How long a route's script chunk may take to arrive (spec: lazy chunks load with a 120-second timeout). */
export const ROUTE_CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  override readonly name = 'ChunkLoadTimeoutError';

  constructor(readonly timeoutMs: number) {
    super(`A page's code did not arrive within ${timeoutMs} ms.`);
  }
}

/** A lazy page or part of one, which tells whether its code is in and can start fetching it before it renders. */
export interface LazyComponent<Props extends object> extends LazyExoticComponent<ComponentType<Props>> {
  /**
   * Whether React has the code, having asked for it to render the component. A preload alone does not count: a first
   * render may still wait for what the code then asks for (its messages, its first answers).
   */
  readonly isLoaded: () => boolean;
  /** Starts fetching the code now; the component renders from that same fetch. A failed one is tried again then. */
  readonly preload: () => void;
}

/**
 * `React.lazy` for a page module whose load fails after `timeoutMs`, so a stalled network ends in the error page
 * (through the nearest error boundary) instead of an endless loading state.
 */
export function lazyWithTimeout<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  timeoutMs: number = ROUTE_CHUNK_TIMEOUT_MS,
): LazyComponent<Props> {
  let isLoaded = false;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const component = lazy(
    () =>
      new Promise<{ default: ComponentType<Props> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
        start()
          .then((module) => {
            isLoaded = true;
            resolve(module);
          }, reject)
          .finally(() => clearTimeout(timer));
      }),
  );
  return Object.assign(component, {
    isLoaded: () => isLoaded,
    preload: () => void start().catch(() => undefined),
  });
}
