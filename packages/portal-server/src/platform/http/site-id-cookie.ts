import { SITE_ID_COOKIE } from '@partner-insights/contracts';
import type { MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';
import { requestClient } from './client';
import { requestSite } from './request-site';

/**
 * Puts the host's market in a cookie on every page of the built app, so the app knows its site before its
 * first call. Scripts must read it, so it is not httpOnly; it is no secret.
 */
export function siteIdCookie(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
    setCookie(c, SITE_ID_COOKIE, requestSite(c).market, {
      sameSite: 'Lax',
      path: '/',
      secure: requestClient(c, trustProxy).secure,
    });
  };
}
