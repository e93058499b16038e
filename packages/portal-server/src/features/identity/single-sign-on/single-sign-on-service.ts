import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { SingleSignOnSettings } from '../../../config';
import type { SingleSignOnRefusal } from '../../../platform/audit/activity-descriptions';
import type { AuditTrail } from '../../../platform/audit/audit-trail';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/database';
import type { RequestClient } from '../../../platform/http/client';
import { actorOf, visitorActor } from '../actor';
import type { AuthService } from '../auth-service';
import { companies, users, type User } from '../identity.schema';
import { hashPassword } from '../password';
import { grantFor, isInternalEmail, type ClaimMapping } from './claim-mapping';
import { providerConfiguration } from './provider-configuration';
import { singleSignOnRequests } from './single-sign-on.schema';

/** Long enough to sign in at the provider (and answer a second factor), short enough to leave little to steal. */
export const SIGN_IN_REQUEST_LIFETIME_MS = 10 * 60_000;

export const CALLBACK_PATH = '/api/login/callback';
/** Where the provider sends the browser back after its logout: the portal's sign-in page. */
export const SIGNED_OUT_PATH = '/login';

export type CallbackOutcome =
  | { readonly outcome: 'signedIn'; readonly token: string; readonly lastUrl: string }
  | { readonly outcome: 'refused'; readonly reason: SingleSignOnRefusal };

export interface SingleSignOnService {
  /** Where to send the browser to sign in, and the state it must bring back (kept in a cookie). */
  begin(lastUrl: string, portalOrigin: string): Promise<{ readonly authorizationUrl: string; readonly state: string }>;
  /** Checks the provider's answer and the ID token and opens a session, or records why not. */
  complete(callback: URL, browserState: string | undefined, client: RequestClient): Promise<CallbackOutcome>;
  /** The provider's logout for a session opened with this ID token, if the provider offers RP-initiated logout. */
  endSessionUrl(idToken: string, portalOrigin: string): Promise<string | undefined>;
}

export interface SingleSignOnDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly audit: AuditTrail;
  readonly auth: AuthService;
  readonly settings: SingleSignOnSettings;
  readonly claimMapping: ClaimMapping;
  /** The companies that authorised an address's domain; the email domains know them. */
  readonly companiesAuthorisingEmail: (email: string) => Promise<readonly string[]>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const stringClaim = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function createSingleSignOnService({
  db,
  clock,
  audit,
  auth,
  settings,
  claimMapping,
  companiesAuthorisingEmail,
}: SingleSignOnDependencies): SingleSignOnService {
  const configuration = providerConfiguration(settings);

  async function refuse(
    reason: SingleSignOnRefusal,
    email: string | undefined,
    client: RequestClient,
    detail?: string,
  ) {
    const who = email ?? 'unknown';
    await db.transaction((tx) =>
      audit.record(tx, visitorActor(who, client.address), {
        event: 'SIGN_IN_REFUSED',
        entityId: who,
        details: { method: 'singleSignOn', reason, ...(detail ? { detail: detail.slice(0, 500) } : {}) },
      }),
    );
    return { outcome: 'refused', reason } as const;
  }

  /** The one request the state names, taken so that it cannot be taken again; undefined if none is live. */
  async function takeRequest(state: string) {
    const [request] = await db
      .delete(singleSignOnRequests)
      .where(and(eq(singleSignOnRequests.stateHash, sha256(state)), gt(singleSignOnRequests.expiresAt, clock())))
      .returning();
    return request;
  }

  /** An internal person the portal does not know yet, made a user of the retailer's company by the mapping. */
  async function provision(email: string, claims: oidc.IDToken, client: RequestClient): Promise<User | undefined> {
    const groups = Array.isArray(claims.groups) ? claims.groups.filter((group) => typeof group === 'string') : [];
    const grant = grantFor(claimMapping, groups);
    if (!grant) return undefined;
    // Nobody knows this password: such a user signs in through the provider only.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    return db.transaction(async (tx) => {
      const [retailer] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.tenantType, 'INTERNAL'));
      const [user] = await tx
        .insert(users)
        .values({
          email,
          loginId: email,
          firstName: stringClaim(claims.given_name) ?? email.slice(0, email.indexOf('@')),
          lastName: stringClaim(claims.family_name) ?? '',
          userType: 'INTERNAL',
          role: grant.role,
          companyId: retailer?.id ?? null,
          personaAccessCodes: grant.personas,
          passwordHash,
        })
        .returning();
      if (!user) throw new Error(`Creating ${email} returned no row`);
      await audit.record(tx, actorOf(user, client.address), {
        event: 'USER_PROVISIONED',
        entityId: user.loginId,
        details: { role: grant.role, personas: grant.personas.join(','), groups: groups.join(',').slice(0, 500) },
      });
      return user;
    });
  }

  /** The portal user the verified address belongs to, or the reason there is none to sign in. */
  async function userFor(email: string, claims: oidc.IDToken, client: RequestClient) {
    const [known] = await db.select().from(users).where(eq(users.email, email));
    if (known) return known.status === 'ACTIVE' ? known : ('accountInactive' as const);
    if (isInternalEmail(claimMapping, email))
      return (await provision(email, claims, client)) ?? ('noMappedRole' as const);
    const owners = await companiesAuthorisingEmail(email);
    return owners.length > 0 ? ('domainOfAnotherCompany' as const) : ('notInvited' as const);
  }

  return {
    async begin(lastUrl, portalOrigin) {
      const config = await configuration();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const now = clock();
      await db.transaction(async (tx) => {
        await tx.delete(singleSignOnRequests).where(lte(singleSignOnRequests.expiresAt, now));
        await tx.insert(singleSignOnRequests).values({
          stateHash: sha256(state),
          nonce,
          codeVerifier,
          lastUrl,
          createdAt: now,
          expiresAt: new Date(now.getTime() + SIGN_IN_REQUEST_LIFETIME_MS),
        });
      });
      const authorizationUrl = oidc.buildAuthorizationUrl(config, {
        redirect_uri: `${portalOrigin}${CALLBACK_PATH}`,
        scope: settings.scopes.join(' '),
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { authorizationUrl: authorizationUrl.href, state };
    },

    async complete(callback, browserState, client) {
      const state = callback.searchParams.get('state');
      // The state must come back to the browser that started the sign-in (its cookie), and only once.
      if (!state || !browserState || !sameText(state, browserState)) return refuse('state', undefined, client);
      const request = await takeRequest(state);
      if (!request) return refuse('state', undefined, client);

      let claims: oidc.IDToken | undefined;
      let idToken: string | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(await configuration(), callback, {
          pkceCodeVerifier: request.codeVerifier,
          expectedState: state,
          expectedNonce: request.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
        idToken = tokens.id_token;
      } catch (error) {
        return refuse('token', undefined, client, error instanceof Error ? error.message : String(error));
      }
      if (!claims || !idToken) return refuse('token', undefined, client, 'no ID token');

      const email = stringClaim(claims.email)?.toLowerCase();
      if (!email || claims.email_verified !== true) return refuse('emailUnverified', email, client);
      const user = await userFor(email, claims, client);
      if (typeof user === 'string') return refuse(user, email, client);
      const token = await auth.openSession(user, client, { method: 'singleSignOn', idToken });
      return { outcome: 'signedIn', token, lastUrl: request.lastUrl };
    },

    async endSessionUrl(idToken, portalOrigin) {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return undefined;
      return oidc.buildEndSessionUrl(config, {
        id_token_hint: idToken,
        post_logout_redirect_uri: `${portalOrigin}${SIGNED_OUT_PATH}`,
      }).href;
    },
  };
}
