import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE_NAME = 'pi_session';

// httpOnly keeps the token from scripts; SameSite=Lax keeps it off cross-site POSTs, which with the JSON-only
// state-changing routes stops cross-site request forgery.
const baseOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'Lax', path: '/', secure }) as const;

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE_NAME);
}

export function setSessionCookie(c: Context, token: string, maxAgeSeconds: number, secure: boolean): void {
  setCookie(c, SESSION_COOKIE_NAME, token, { ...baseOptions(secure), maxAge: maxAgeSeconds });
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE_NAME, baseOptions(secure));
}
