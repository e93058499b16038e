import type { MiddlewareHandler } from 'hono';
import { requestClient } from './client';

/**
 * The app's scripts all come from its own files: no inline script, no eval. Inline style attributes are
 * allowed because react-aria and vanilla-extract's runtime set them. Nothing may frame the portal.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** A year: browsers that saw the portal over https refuse plain http to it for that long. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Sets the security headers on every response the server makes: API answers, pages, files, and errors alike.
 * HSTS only over https, where a browser honours it (and a plain-http development portal stays reachable).
 */
export function securityHeaders(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(HEADERS)) c.header(name, value);
    if (requestClient(c, trustProxy).secure) c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  };
}
