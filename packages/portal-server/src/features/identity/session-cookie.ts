import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { requestClient } from '../../platform/http/client';

/**
 * Over https the cookie is `__Host-` prefixed: browsers then take it only when Secure, for the whole host
 * (Path=/, no Domain), so neither plain http nor a sibling subdomain can set or overwrite it. Browsers refuse
 * that prefix without Secure outside secure contexts, so plain http (local development) uses the bare name.
 */
export const SECURE_SESSION_COOKIE_NAME = '__Host-pi_session';
export const PLAIN_SESSION_COOKIE_NAME = 'pi_session';

export const sessionCookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE_NAME : PLAIN_SESSION_COOKIE_NAME);

// httpOnly keeps the token from scripts; SameSite=Lax keeps it off cross-site POSTs, which with the JSON-only
// state-changing routes stops cross-site request forgery.
const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'Lax', path: '/', secure }) as const;

/** The session cookie of a request, under the name its scheme calls for. */
export interface SessionCookie {
  read(c: Context): string | undefined;
  set(c: Context, token: string, maxAgeSeconds: number): void;
  clear(c: Context): void;
}

export function sessionCookie(trustProxy: boolean): SessionCookie {
  const secureRequest = (c: Context) => requestClient(c, trustProxy).secure;
  return {
    read: (c) => getCookie(c, sessionCookieName(secureRequest(c))),
    set(c, token, maxAgeSeconds) {
      const secure = secureRequest(c);
      setCookie(c, sessionCookieName(secure), token, { ...cookieOptions(secure), maxAge: maxAgeSeconds });
    },
    clear(c) {
      const secure = secureRequest(c);
      deleteCookie(c, sessionCookieName(secure), cookieOptions(secure));
    },
  };
}
