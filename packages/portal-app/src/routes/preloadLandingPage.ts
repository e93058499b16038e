import type { Market, UserDetails } from '@partner-insights/contracts';
import { routeDecision, type GuardContext } from './routeGuards';
import { findRoute } from './routeTable';

/**
 * Starts fetching the code of the page the reader lands on: the one the address opens, or the one its guard sends
 * them to (sign-in, the company list, no access). Called once session and configuration are known, so the page's
 * code and messages are on their way while the shell renders, and not after the shell's own parts (its toasts, the
 * access audit banner) have asked for theirs.
 */
export function preloadLandingPage(location: GuardContext['location'], market: Market, user: UserDetails | null): void {
  const route = findRoute(location.pathname, market);
  const decision = routeDecision(route, { user, location });
  const landing = decision.kind === 'render' ? route : findRoute(pathOf(decision.to), market);
  landing.page.preload();
}

/** A redirect's path, without its query or hash. */
const pathOf = (to: string) => to.split(/[?#]/, 1)[0] ?? to;
