import type { ComponentType } from 'react';
import { loadSourceArea, type LaterArea } from '../i18n/laterAreas';
import { lazyWithTimeout, type LazyComponent } from './lazyWithTimeout';

/**
 * A lazy page, or part of one, of areas whose messages are not in the entry: they download alongside its code, not
 * once the rendered component asks for them, a round trip later (a failed download is the component's to report,
 * through useAreaMessages).
 */
export function lazyWithAreaMessages<Props extends object>(
  areas: LaterArea | readonly LaterArea[],
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyComponent<Props> {
  return lazyWithTimeout(() => {
    for (const area of typeof areas === 'string' ? [areas] : areas) loadSourceArea(area).catch(() => undefined);
    return load();
  });
}
