import type { Context } from 'hono';
import { requestScheme } from '../../platform/http/client';

/** Local runs and tests reach the portal at `localhost` and its market subdomains (mx.localhost…). */
const isLoopbackName = (name: string) => name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1';

/**
 * The origin the request reached, for links in emails, if the portal answers on its host: the configured host
 * names, or, without any, the loopback names. A link is never built from an unchecked Host header, which
 * anyone can forge to have a reset link point at their own site.
 */
export function portalOrigin(c: Context, trustProxy: boolean, portalHosts: readonly string[]): string | undefined {
  const host = c.req.header('host') ?? '';
  const candidate = `${requestScheme(c, trustProxy)}://${host}`;
  if (!URL.canParse(candidate)) return undefined;
  const origin = new URL(candidate);
  // A Host header carrying more than a host name and port (a user, a path) is no portal's.
  if (origin.host !== host.toLowerCase()) return undefined;
  const allowed = portalHosts.length > 0 ? portalHosts.includes(origin.hostname) : isLoopbackName(origin.hostname);
  return allowed ? origin.origin : undefined;
}
