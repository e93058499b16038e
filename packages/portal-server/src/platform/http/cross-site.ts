import type { Context, MiddlewareHandler } from 'hono';
import { requestScheme } from './client';
import { errorResponse } from './error-envelope';

export const CROSS_SITE_MESSAGE = 'Requests from other sites cannot change anything here';

const SAFE_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];

/** Methods that, by HTTP's rules, change nothing. */
export const isSafeMethod = (method: string): boolean => SAFE_METHODS.includes(method.toUpperCase());

const originOf = (url: string): string | undefined => (URL.canParse(url) ? new URL(url).origin : undefined);

/** The origin the browser reached: the scheme (the trusted proxy's, if any) and the Host header. */
function ownOrigin(c: Context, trustProxy: boolean): string | undefined {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  return originOf(`${requestScheme(c, trustProxy)}://${host}`);
}

/**
 * Whether the browser says the request was made by a page of another origin. `Sec-Fetch-Site` is trusted when
 * sent, and only `same-origin` passes: the market hosts are sibling sites, so `same-site` is another site here.
 * Otherwise `Origin` must be the request's own. A request with neither is not from a browser that could carry
 * a user's cookie to us unasked, and passes.
 */
export function isCrossOrigin(c: Context, trustProxy: boolean): boolean {
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite !== 'same-origin';
  const origin = c.req.header('origin');
  if (origin === undefined) return false;
  const claimed = originOf(origin);
  return claimed === undefined || claimed !== ownOrigin(c, trustProxy);
}

export const crossSiteRefusal = (c: Context): Response => errorResponse(c, 403, CROSS_SITE_MESSAGE);

/** Refuses every request but GET, HEAD and OPTIONS made by another site's page, multipart and JSON alike. */
export function refuseCrossSiteWrites(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (!isSafeMethod(c.req.method) && isCrossOrigin(c, trustProxy)) return crossSiteRefusal(c);
    await next();
  };
}
