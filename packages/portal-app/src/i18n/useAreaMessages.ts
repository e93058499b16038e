import { use } from 'react';
import { useStores } from '../stores/StoresContext';
import type { LaterArea } from './laterAreas';

/**
 * Suspends until the messages of `areas` are in: the first thing a page of an area outside the first paint does
 * (the route's Suspense shows the page's skeleton meanwhile).
 */
export function useAreaMessages(...areas: readonly LaterArea[]): void {
  const { locale } = useStores();
  for (const area of areas) use(locale.areaReady(area));
}
