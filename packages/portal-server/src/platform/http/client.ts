import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Who sent a request, as far as the server can tell. */
export interface RequestClient {
  readonly address: string;
  readonly userAgent: string | undefined;
  /** Whether the browser reached the portal over https (so cookies must be Secure). */
  readonly secure: boolean;
}

/** Requests made in-process (tests) come without a socket. */
const UNKNOWN_ADDRESS = 'unknown';

function socketAddress(c: Context): string {
  const bindings: unknown = c.env;
  if (typeof bindings !== 'object' || bindings === null || !('incoming' in bindings)) return UNKNOWN_ADDRESS;
  return getConnInfo(c).remote.address ?? UNKNOWN_ADDRESS;
}

/** The last entry is the one the trusted proxy added; earlier ones are whatever the client claimed. */
function lastForwardedFor(c: Context): string | undefined {
  return c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() || undefined;
}

/** The scheme the browser reached the portal with: the proxy's word for it when it is trusted. */
export function requestScheme(c: Context, trustProxy: boolean): string {
  const forwardedProto = trustProxy ? c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim() : undefined;
  return forwardedProto ?? new URL(c.req.url).protocol.replace(/:$/, '');
}

export function requestClient(c: Context, trustProxy: boolean): RequestClient {
  return {
    address: (trustProxy && lastForwardedFor(c)) || socketAddress(c),
    userAgent: c.req.header('user-agent'),
    secure: requestScheme(c, trustProxy) === 'https',
  };
}
