import { Hono, type Context } from 'hono';
import type { LocalPasswords, SessionLifetime, SingleSignOnSettings } from '../../config';
import type { AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { Outbox } from '../../platform/mail';
import type { Guard } from '../../platform/policy/guard';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { SessionGate } from '../../platform/policy/session-gate';
import { authRoutes } from './auth-routes';
import { createAuthService, type AuthService } from './auth-service';
import { companyContextRoutes } from './company-context-routes';
import { createCompanyContextService } from './company-context-service';
import { identityRoutes } from './identity-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { createPasswordResetService } from './password-reset-service';
import { sessionCookie, type SessionCookie } from './session-cookie';
import type { ClaimMapping } from './single-sign-on/claim-mapping';
import { singleSignOnRoutes } from './single-sign-on/single-sign-on-routes';
import { createSingleSignOnService } from './single-sign-on/single-sign-on-service';
import { createSessionGate } from './session-gate';
import { hashSessionToken, isWellFormedSessionToken } from './session-token';
import { createUserContextService, type LaunchableProducts, type UserContextService } from './user-context-service';

export interface SessionDependencies {
  readonly db: Db;
  readonly clock: Clock;
  /** Where every change the feature makes is recorded. */
  readonly audit: AuditTrail;
  readonly sessionLifetime: SessionLifetime;
  readonly trustProxy: boolean;
  /** Who may sign in with a password; everyone unless set. */
  readonly localPasswords?: LocalPasswords;
}

/** The sessions users sign in to, and the gate the policy layer checks every request's session with. */
export interface IdentitySessions {
  readonly auth: AuthService;
  readonly cookie: SessionCookie;
  readonly gate: SessionGate;
  /**
   * What identifies the session a request presents, without looking it up (so counting requests against it never
   * keeps a session alive): the stored hash of its token, or undefined without a well-formed one.
   */
  readonly sessionKey: (c: Context) => string | undefined;
}

export function identitySessions({
  db,
  clock,
  audit,
  sessionLifetime,
  trustProxy,
  localPasswords = 'everyone',
}: SessionDependencies): IdentitySessions {
  const auth = createAuthService({ db, clock, audit, sessionLifetime, localPasswords });
  const cookie = sessionCookie(trustProxy);
  return {
    auth,
    cookie,
    gate: createSessionGate({ auth, cookie, db, trustProxy }),
    sessionKey: (c) => {
      const token = cookie.read(c);
      return token !== undefined && isWellFormedSessionToken(token) ? hashSessionToken(token) : undefined;
    },
  };
}

export interface IdentityDependencies extends SessionDependencies {
  readonly sessions: IdentitySessions;
  readonly guard: Guard;
  /** The products each user may launch, which the user context lists; the launch list knows them. */
  readonly launchableProducts: LaunchableProducts;
  /** Where password reset links are written. */
  readonly outbox: Outbox;
  /** Whether a company's admins are mailed when a super admin starts acting for it. */
  readonly mailAdminsOnContext: boolean;
  /** Counts password reset requests. */
  readonly rateLimiter: RateLimiter;
  /** Host names links in emails may point at; empty: the loopback names of local runs. */
  readonly portalHosts: readonly string[];
  /** Signing in through the identity provider; undefined: passwords only. */
  readonly singleSignOn: SingleSignOnSetup | undefined;
}

/** What signing in through the identity provider needs besides the feature's own dependencies. */
export interface SingleSignOnSetup {
  readonly settings: SingleSignOnSettings;
  readonly claimMapping: ClaimMapping;
  readonly companiesAuthorisingEmail: (email: string) => Promise<readonly string[]>;
}

/** Signing in and out, resetting a forgotten password, the signed-in user's context, and the company they act for. */
export interface IdentityFeature extends Feature {
  readonly userContext: UserContextService;
}

export function identityFeature({
  db,
  clock,
  audit,
  sessionLifetime,
  trustProxy,
  sessions: { auth, cookie },
  guard,
  launchableProducts,
  outbox,
  rateLimiter,
  portalHosts,
  mailAdminsOnContext,
  singleSignOn: singleSignOnSetup,
}: IdentityDependencies): IdentityFeature {
  const userContext = createUserContextService(db, launchableProducts);
  const contexts = createCompanyContextService(db, clock, audit, { outbox, mailAdmins: mailAdminsOnContext });
  const passwordReset = createPasswordResetService({ db, clock, audit, outbox, rateLimiter });

  const singleSignOn = singleSignOnSetup && createSingleSignOnService({ db, clock, audit, auth, ...singleSignOnSetup });

  const routes = new Hono();
  routes.route(
    '/',
    authRoutes({
      auth,
      cookie,
      sessionLifetime,
      trustProxy,
      guard,
      portalHosts,
      providerLogout: singleSignOn && ((idToken, origin) => singleSignOn.endSessionUrl(idToken, origin)),
    }),
  );
  routes.route(
    '/',
    singleSignOnRoutes({
      singleSignOn,
      cookie,
      maxSessionAgeSeconds: sessionLifetime.maxAgeSeconds,
      trustProxy,
      portalHosts,
      guard,
    }),
  );
  routes.route('/', passwordResetRoutes({ passwordReset, trustProxy, portalHosts, guard }));
  routes.route('/', identityRoutes({ userContext, guard }));
  routes.route('/', companyContextRoutes({ contexts, userContext, guard }));
  return { routes, userContext };
}
