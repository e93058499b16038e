import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { SessionLifetime } from '../../config';
import type { AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import { authRoutes } from './auth-routes';
import { createAuthService } from './auth-service';
import { identityRoutes } from './identity-routes';
import { optionalSession, type MaybeSignedInEnv } from './optional-session';
import { requireSession, type SignedInEnv } from './require-session';
import { sessionCookie } from './session-cookie';
import { hashSessionToken, isWellFormedSessionToken } from './session-token';
import { createUserContextService, type LaunchableProducts, type UserContextService } from './user-context-service';

export interface IdentityDependencies {
  readonly db: Db;
  readonly clock: Clock;
  /** Where every change the feature makes is recorded. */
  readonly audit: AuditTrail;
  readonly sessionLifetime: SessionLifetime;
  readonly trustProxy: boolean;
  /** The products each user may launch, which the user context lists; the launch list knows them. */
  readonly launchableProducts: LaunchableProducts;
}

/** Signing in and out, sessions, and the signed-in user's context; other features guard their routes with it. */
export interface IdentityFeature extends Feature {
  /** requireSession, which puts the user on the context. */
  readonly signedIn: MiddlewareHandler<SignedInEnv>;
  /** optionalSession, which puts the user, if any, on the context. */
  readonly maybeSignedIn: MiddlewareHandler<MaybeSignedInEnv>;
  readonly userContext: UserContextService;
  /**
   * Names the browser session a request presents (the hash of its cookie, unchecked, without counting as
   * activity), for limits kept per session; undefined without one.
   */
  readonly sessionKey: (c: Context) => string | undefined;
}

export function identityFeature({
  db,
  clock,
  audit,
  sessionLifetime,
  trustProxy,
  launchableProducts,
}: IdentityDependencies): IdentityFeature {
  const auth = createAuthService({ db, clock, audit, sessionLifetime });
  const cookie = sessionCookie(trustProxy);
  const signedIn = requireSession(auth, cookie, trustProxy);
  const userContext = createUserContextService(db, launchableProducts);

  const routes = new Hono();
  routes.route('/', authRoutes({ auth, cookie, sessionLifetime, trustProxy, signedIn }));
  routes.route('/', identityRoutes({ userContext, signedIn }));
  return {
    routes,
    signedIn,
    maybeSignedIn: optionalSession(auth, cookie),
    userContext,
    sessionKey: (c) => {
      const token = cookie.read(c);
      return token !== undefined && isWellFormedSessionToken(token) ? hashSessionToken(token) : undefined;
    },
  };
}
