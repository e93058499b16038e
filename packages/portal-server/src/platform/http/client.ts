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

export function requestClient(c: Context, trustProxy: boolean): RequestClient {
  const forwardedProto = trustProxy ? c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim() : undefined;
  return {
    address: (trustProxy && lastForwardedFor(c)) || socketAddress(c),
    userAgent: c.req.header('user-agent'),
    secure: (forwardedProto ?? new URL(c.req.url).protocol.replace(/:$/, '')) === 'https',
  };
}
