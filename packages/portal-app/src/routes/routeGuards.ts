import { appUserType, hasPermission, isBasicUser, type UserDetails } from '@partner-insights/contracts';
import type { RouteEntry } from './routeTable';

/** Where a super admin (or spectator) picks the company to act for before anything else. */
export const COMPANY_LIST_PATH = '/companyList';
export const NO_ACCESS_PATH = '/noAccess';
export const ACCESS_DENIED_PATH = '/accessDenied';
export const LOGIN_PATH = '/login';
/** Global user management lists every company's users: a super admin needs no company chosen to open it. */
const GLOBAL_USER_MANAGEMENT_PATH = '/globalUserManagement';
/** Access review campaigns span companies: opened and followed without one chosen. */
const ACCESS_REVIEWS_PATH = '/accessReviews';
const OPEN_WITHOUT_COMPANY: readonly string[] = [COMPANY_LIST_PATH, GLOBAL_USER_MANAGEMENT_PATH, ACCESS_REVIEWS_PATH];

export interface GuardContext {
  /** The signed-in user, or null for a visitor. */
  readonly user: UserDetails | null;
  /** Path, query and hash of the page asked for (a sign-in comes back to it). */
  readonly location: { readonly pathname: string; readonly search: string; readonly hash: string };
}

export type RouteDecision = { readonly kind: 'render' } | { readonly kind: 'redirect'; readonly to: string };

const RENDER: RouteDecision = { kind: 'render' };
const redirect = (to: string): RouteDecision => ({ kind: 'redirect', to });

/** `/login?lastUrl=<path>`: the sign-in page, coming back to `lastUrl` afterwards. */
export function loginPath(lastUrl: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ lastUrl }).toString()}`;
}

/**
 * What opening `route` does for this user (spec portal-shell §2, §6; administration-and-content §2, §6),
 * checked in this order: a required query parameter; sign-in for private routes; super admins (who bypass every
 * other check) pick a company first; basic users stay on their routes; the route's permissions.
 * Hidden routes never get here: they do not exist on their market (see `routesFor`).
 */
export function routeDecision(route: RouteEntry, { user, location }: GuardContext): RouteDecision {
  if (route.requiredQuery && !hasValidQueryValue(location.search, route.requiredQuery.name)) {
    return redirect(route.requiredQuery.fallback);
  }
  if (route.access === 'standalone') return RENDER;
  if (!user) {
    return route.access === 'private'
      ? redirect(loginPath(`${location.pathname}${location.search}${location.hash}`))
      : RENDER;
  }
  if (appUserType(user) === 'SUPER_ADMIN') {
    // Until they have chosen a company to act for (the server then names it as their tenant), every private page
    // but the company list and global user management waits behind it; then they open every page, as that
    // company's administrator would.
    const waitsForCompany =
      user.tenant === null && route.access === 'private' && !OPEN_WITHOUT_COMPANY.includes(route.path);
    return waitsForCompany ? redirect(COMPANY_LIST_PATH) : RENDER;
  }
  if (isBasicUser(user) && !route.basicUsers) return redirect(NO_ACCESS_PATH);
  const permissions = user.authz.permissions ?? [];
  if (route.permissions && !route.permissions.some((wanted) => hasPermission(permissions, wanted))) {
    return redirect(ACCESS_DENIED_PATH);
  }
  return RENDER;
}

/** A value of letters, digits, `-`, `_` or `.`: what an id in a link can be. */
const QUERY_VALUE = /^[\w.-]{1,200}$/;

function hasValidQueryValue(search: string, name: string): boolean {
  const value = new URLSearchParams(search).get(name);
  return value !== null && QUERY_VALUE.test(value);
}
