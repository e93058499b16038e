import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import type { MessageId } from '../i18n/catalogues';
import { lazyWithTimeout } from './lazyWithTimeout';

/**
 * Who may open a route and how it is framed: `public` (anyone, inside the shell), `private` (signed-in users,
 * inside the shell), `standalone` (anyone, full page without the shell, e.g. not found, no access, error).
 */
export type RouteAccess = 'public' | 'private' | 'standalone';

export interface RouteEntry {
  readonly path: string;
  /** The page's component, its code loaded on first visit. */
  readonly page: ComponentType;
  readonly access: RouteAccess;
  /** The page's part of the document title "<Page> - <product name>". */
  readonly titleKey: MessageId;
}

/** The app's one list of routes: read by the router, the document title and (with access) the guards. */
export const routeTable: readonly RouteEntry[] = [
  {
    path: '/',
    page: lazyWithTimeout(() => import('../pages/Home/HomePage')),
    access: 'public',
    titleKey: 'pageTitle.home',
  },
  {
    path: '*',
    page: lazyWithTimeout(() => import('../pages/NotFound/NotFoundPage')),
    access: 'standalone',
    titleKey: 'pageTitle.notFound',
  },
];

const notFoundRoute = routeTable.find((route) => route.path === '*');

/** The entry the router renders for a path; unknown paths get the not-found entry. */
export function findRoute(pathname: string): RouteEntry {
  const [match] = matchRoutes([...routeTable], pathname) ?? [];
  const route = match?.route ?? notFoundRoute;
  if (!route) throw new Error('The route table needs a "*" entry.');
  return route;
}
