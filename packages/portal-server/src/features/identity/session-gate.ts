import { SESSION_ERROR_MESSAGES, type SessionErrorMessage } from '@partner-insights/contracts';
import type { Context } from 'hono';
import type { Actor } from '../../platform/audit/audit-trail';
import type { Db } from '../../platform/db/database';
import { requestClient } from '../../platform/http/client';
import { errorResponse } from '../../platform/http/error-envelope';
import type { PolicyCaller, SessionGate } from '../../platform/policy/session-gate';
import { actorOf } from './actor';
import type { AuthService, SessionCheck } from './auth-service';
import type { Session, User } from './identity.schema';
import type { SessionCookie } from './session-cookie';
import { taggedCompanyIdsOf } from './tagged-companies';

/** What signed-in routes find on the context. */
export interface SignedInEnv {
  Variables: {
    user: User;
    /** When the session ends unless it is used again. */
    idleExpiresAt: Date;
    /** Who the request's changes are recorded as in the audit trail. */
    actor: Actor;
    /** The session the request came with, and the company chosen as its context, if any. */
    session: { readonly id: string; readonly contextCompanyId: string | null };
  };
}

/** What public routes that read the session find on the context. */
export interface MaybeSignedInEnv {
  Variables: {
    /** The signed-in user; undefined for a visitor or an ended session. */
    user: User | undefined;
  };
}

const UNAUTHORIZED_MESSAGES: Readonly<Record<Exclude<SessionCheck['status'], 'active'>, SessionErrorMessage>> = {
  missing: SESSION_ERROR_MESSAGES.missingToken,
  invalid: SESSION_ERROR_MESSAGES.invalidToken,
  expired: SESSION_ERROR_MESSAGES.expired,
  inactive: SESSION_ERROR_MESSAGES.inactive,
};

export interface SessionGateOptions {
  readonly auth: AuthService;
  readonly cookie: SessionCookie;
  readonly db: Db;
  readonly trustProxy: boolean;
}

/**
 * The session check the policy layer runs: an active session counts the request as activity and puts its user
 * on the context; otherwise a route that needs one answers 401 with the spec's message, which the app routes
 * on, and the useless cookie is dropped.
 */
export function createSessionGate({ auth, cookie, db, trustProxy }: SessionGateOptions): SessionGate {
  const callerOf = (user: User, session: Session): PolicyCaller => ({
    role: user.role,
    homeCompanyId: user.companyId,
    contextCompanyId: session.actingCompanyId,
    taggedCompanyIds: () => taggedCompanyIdsOf(db, user.id),
  });

  return {
    async requireSession(c: Context<SignedInEnv>) {
      const check = await auth.checkSession(cookie.read(c), { keepAlive: true });
      const client = requestClient(c, trustProxy);
      if (check.status !== 'active') {
        if (check.status !== 'missing') cookie.clear(c);
        return errorResponse(c, 401, UNAUTHORIZED_MESSAGES[check.status]);
      }
      const { user, session } = check;
      c.set('user', user);
      c.set('idleExpiresAt', check.idleExpiresAt);
      c.set('session', { id: session.id, contextCompanyId: session.actingCompanyId });
      c.set('actor', actorOf(user, client.address, session.actingCompanyId));
      return callerOf(user, session);
    },

    async optionalSession(c: Context<MaybeSignedInEnv>) {
      const check = await auth.checkSession(cookie.read(c), { keepAlive: true });
      const active = check.status === 'active' ? check : undefined;
      c.set('user', active?.user);
      return active && callerOf(active.user, active.session);
    },
  };
}
