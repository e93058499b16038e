import { Hono } from 'hono';
import type { SessionLifetime } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { Guard } from '../../platform/policy/guard';
import type { SessionGate } from '../../platform/policy/session-gate';
import { authRoutes } from './auth-routes';
import { createAuthService, type AuthService } from './auth-service';
import { companyContextRoutes } from './company-context-routes';
import { createCompanyContextService } from './company-context-service';
import { identityRoutes } from './identity-routes';
import { createSessionGate } from './session-gate';
import { createUserContextService, type LaunchableProducts, type UserContextService } from './user-context-service';

export interface SessionDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly sessionLifetime: SessionLifetime;
  readonly trustProxy: boolean;
}

/** The sessions users sign in to, and the gate the policy layer checks every request's session with. */
export interface IdentitySessions {
  readonly auth: AuthService;
  readonly gate: SessionGate;
}

export function identitySessions({ db, clock, sessionLifetime, trustProxy }: SessionDependencies): IdentitySessions {
  const auth = createAuthService({ db, clock, sessionLifetime });
  return { auth, gate: createSessionGate({ auth, db, trustProxy }) };
}

export interface IdentityDependencies extends SessionDependencies {
  readonly sessions: IdentitySessions;
  readonly guard: Guard;
  /** The products each user may launch, which the user context lists; the launch list knows them. */
  readonly launchableProducts: LaunchableProducts;
}

/** Signing in and out, the signed-in user's context, and the company they act for. */
export interface IdentityFeature extends Feature {
  readonly userContext: UserContextService;
}

export function identityFeature({
  db,
  clock,
  sessionLifetime,
  trustProxy,
  sessions: { auth },
  guard,
  launchableProducts,
}: IdentityDependencies): IdentityFeature {
  const userContext = createUserContextService(db, launchableProducts);
  const contexts = createCompanyContextService(db, clock);

  const routes = new Hono();
  routes.route('/', authRoutes({ auth, sessionLifetime, trustProxy, guard }));
  routes.route('/', identityRoutes({ userContext, guard }));
  routes.route('/', companyContextRoutes({ contexts, userContext, guard }));
  return { routes, userContext };
}
