import { useLocation } from 'react-router';
import { useStores } from '../stores/StoresContext';
import { findRoute, type RouteEntry } from './routeTable';

/** The route table's entry of the current page, on the reader's site. */
export function useRouteEntry(): RouteEntry {
  const { pathname } = useLocation();
  return findRoute(pathname, useStores().config.site);
}
