import type { Context, MiddlewareHandler } from 'hono';
import { errorResponse } from '../../platform/http/error-envelope';
import type { SignedInEnv } from './session-gate';

/**
 * After a signed-in guard: lets the request through only when `allowed` says the user may make it, otherwise
 * answers 403 with `message` before the body is even read.
 */
export function allowOnly(
  allowed: (c: Context<SignedInEnv>) => boolean,
  message: string,
): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    if (!allowed(c)) return errorResponse(c, 403, message);
    await next();
  };
}
