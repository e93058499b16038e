import { SESSION_ERROR_MESSAGES } from '@partner-insights/contracts';

/** Where the reader goes after the session ended: sign-in (back to `lastUrl`, or to the current page) or sign-out. */
export type SessionRedirect = { readonly to: 'login'; readonly lastUrl: string | null } | { readonly to: 'logout' };

/** The launch list: where a sign-in after an expired or broken session leads. */
const APPS_PATH = '/apps';

/**
 * Where a 401 sends the reader (spec portal-shell §8): a missing, invalid or expired session signs in again to the
 * launch list; inactivity signs out (with the timed-out notice); any other refusal signs in again to the current page.
 */
export function redirectForUnauthorized(message: string): SessionRedirect {
  switch (message) {
    case SESSION_ERROR_MESSAGES.invalidToken:
    case SESSION_ERROR_MESSAGES.missingToken:
    case SESSION_ERROR_MESSAGES.expired:
      return { to: 'login', lastUrl: APPS_PATH };
    case SESSION_ERROR_MESSAGES.inactive:
      return { to: 'logout' };
    default:
      return { to: 'login', lastUrl: null };
  }
}
