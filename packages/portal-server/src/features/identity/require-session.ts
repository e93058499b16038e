import { SESSION_ERROR_MESSAGES, type SessionErrorMessage } from '@partner-insights/contracts';
import type { MiddlewareHandler } from 'hono';
import { requestClient } from '../../platform/http/client';
import { errorResponse } from '../../platform/http/error-envelope';
import type { Actor } from '../../platform/audit/audit-trail';
import { actorOf } from './actor';
import type { AuthService, SessionCheck } from './auth-service';
import type { User } from './identity.schema';
import type { SessionCookie } from './session-cookie';

/** What routes behind requireSession find on the context. */
export interface SignedInEnv {
  Variables: {
    user: User;
    /** When the session ends unless it is used again. */
    idleExpiresAt: Date;
    /** Who the request's changes are recorded as in the audit trail. */
    actor: Actor;
  };
}

const UNAUTHORIZED_MESSAGES: Readonly<Record<Exclude<SessionCheck['status'], 'active'>, SessionErrorMessage>> = {
  missing: SESSION_ERROR_MESSAGES.missingToken,
  invalid: SESSION_ERROR_MESSAGES.invalidToken,
  expired: SESSION_ERROR_MESSAGES.expired,
  inactive: SESSION_ERROR_MESSAGES.inactive,
};

/**
 * Lets the request through with its user when its session is active (counting it as activity), otherwise
 * answers 401 with the spec's message, which the app routes on, and drops the useless cookie.
 */
export function requireSession(
  auth: AuthService,
  cookie: SessionCookie,
  trustProxy: boolean,
): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const check = await auth.checkSession(cookie.read(c), { keepAlive: true });
    if (check.status !== 'active') {
      if (check.status !== 'missing') cookie.clear(c);
      return errorResponse(c, 401, UNAUTHORIZED_MESSAGES[check.status]);
    }
    c.set('user', check.user);
    c.set('idleExpiresAt', check.idleExpiresAt);
    c.set('actor', actorOf(check.user, requestClient(c, trustProxy).address));
    await next();
  };
}
