import { DEMO_ACCOUNTS, startLocalIdp, type IdpAccount, type LocalIdp } from '@partner-insights/local-idp';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OIDC_SCOPES, defaultClaimMappingFile } from '../../../config';
import { activityLog } from '../../../platform/audit/activity-log.schema';
import {
  callApi,
  openSeededTestApp,
  postLogin,
  sessionCookieOf,
  type SeededTestApp,
} from '../../../platform/testing/seeded-test-app';
import { DEMO_PASSWORD } from '../../../platform/db/seed/demo-data';
import { testDatabaseTargets } from '../../../platform/testing/test-databases';
import { sessions, users } from '../identity.schema';
import { loadClaimMapping } from './claim-mapping';

const PORTAL = 'http://localhost:3000';
const CLIENT_ID = 'partner-insights-tests';
const FAILURE_PAGE = '/login?signInFailed=1';

const person = (email: string, emailVerified = true): IdpAccount => ({
  email,
  givenName: 'Test',
  familyName: 'Person',
  emailVerified,
  groups: [],
});

/** A browser's cookies at the provider, by name. */
class CookieJar {
  readonly #cookies = new Map<string, string>();
  take(response: Response) {
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
  header = () => [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Signs in at the provider as a person does, and answers the callback URL it sends the browser back to. */
async function signInAtProvider(authorizationUrl: string, email: string): Promise<URL> {
  const jar = new CookieJar();
  let request: { url: URL; init?: RequestInit } = { url: new URL(authorizationUrl) };
  for (let step = 0; step < 12; step++) {
    if (request.url.href.startsWith(`${PORTAL}/api/login/callback`)) return request.url;
    const response = await fetch(request.url, {
      ...request.init,
      redirect: 'manual',
      headers: { ...(request.init?.headers as Record<string, string>), Cookie: jar.header() },
    });
    jar.take(response);
    const location = response.headers.get('location');
    if (location) {
      request = { url: new URL(location, request.url) };
      continue;
    }
    const action = /action="([^"]+)"/.exec(await response.text())?.[1];
    if (!action) throw new Error(`The provider answered ${response.status} without a form at ${request.url.href}`);
    request = {
      url: new URL(action, request.url),
      init: {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password: DEMO_PASSWORD }).toString(),
      },
    };
  }
  throw new Error('The provider never sent the browser back');
}

describe.each(testDatabaseTargets)('signing in through the identity provider on $name', (target) => {
  let portal: SeededTestApp;
  let idp: LocalIdp;
  let app: Hono;

  beforeAll(async () => {
    idp = await startLocalIdp({
      clientId: CLIENT_ID,
      clientSecret: 'a secret of the tests',
      portalOrigins: [PORTAL],
      accounts: [
        ...DEMO_ACCOUNTS,
        person('unverified@retailer.test', false),
        person('stranger@elsewhere.test'),
        person('newhire@acme-foods.test'),
      ],
    });
    portal = await openSeededTestApp(target);
    app = portal.appWith({
      singleSignOn: {
        settings: {
          issuer: new URL(idp.issuer),
          clientId: CLIENT_ID,
          clientSecret: 'a secret of the tests',
          scopes: [...DEFAULT_OIDC_SCOPES, 'groups'],
          claimMappingFile: defaultClaimMappingFile,
        },
        claimMapping: await loadClaimMapping(defaultClaimMappingFile),
      },
    });
  });
  afterAll(async () => {
    await portal?.close();
    await idp?.close();
  });

  /** `GET /api/login?lastUrl`: the provider's address, and the state cookie the browser keeps meanwhile. */
  async function startSignIn(lastUrl = '/support/trackTicket') {
    const response = await callApi(app, `/api/login?lastUrl=${encodeURIComponent(lastUrl)}`);
    expect(response.status).toBe(302);
    const stateCookie = /pi_sso_state=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
    if (!stateCookie) throw new Error('No state cookie');
    return { authorizationUrl: response.headers.get('location') ?? '', stateCookie };
  }
  const returnTo = (callback: URL, stateCookie: string) =>
    callApi(app, `${callback.pathname}${callback.search}`, { cookie: stateCookie });
  async function signInAs(email: string) {
    const { authorizationUrl, stateCookie } = await startSignIn();
    const callback = await signInAtProvider(authorizationUrl, email);
    return { callback, stateCookie, response: await returnTo(callback, stateCookie) };
  }

  const refusals = () => portal.database.db.select().from(activityLog).where(eq(activityLog.event, 'SIGN_IN_REFUSED'));
  /**
   * Answers the failure page without a session, with one new refusal in the activity log, for this reason. The
   * attempt starts only once the refusals before it are counted, or its own could be counted among them.
   */
  async function expectRefused(attempt: () => Promise<Response>, reason: string, entityId = 'unknown') {
    const before = new Set((await refusals()).map(({ id }) => id));
    const response = await attempt();
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(FAILURE_PAGE);
    expect(response.headers.get('set-cookie') ?? '').not.toMatch(/pi_session=[^;]/);
    const added = (await refusals()).filter(({ id }) => !before.has(id));
    expect(added).toHaveLength(1);
    expect(added[0]?.details).toMatchObject({ method: 'singleSignOn', reason });
    expect(added[0]?.entityId).toBe(entityId);
  }

  it('hands the visitor to the provider with PKCE, state and nonce', async () => {
    const { authorizationUrl } = await startSignIn();
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PORTAL}/api/login/callback`);
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toMatch(/^.{22,}$/);
  });

  it('signs a known user in, back to lastUrl, and signs them out of the provider too', async () => {
    const { response } = await signInAs('admin@acme-foods.test');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/support/trackTicket');
    const cookie = sessionCookieOf(response);
    expect(await (await callApi(app, '/api/auth-status', { cookie })).json()).toMatchObject({ authenticated: true });
    const [entry] = await portal.database.db
      .select()
      .from(activityLog)
      // The one made on the portal's clock: the demo seed's month of history holds the admin's earlier sign-ins.
      .where(
        and(
          eq(activityLog.event, 'SIGN_IN'),
          eq(activityLog.entityId, 'admin@acme-foods.test'),
          eq(activityLog.createdAt, portal.now()),
        ),
      );
    expect(entry?.details).toMatchObject({ method: 'singleSignOn' });

    const logout = await callApi(app, '/api/logout', { method: 'POST', cookie, body: {} });
    expect(logout.status).toBe(200);
    const { endSessionUrl } = (await logout.json()) as { endSessionUrl: string };
    const end = new URL(endSessionUrl);
    expect(end.origin).toBe(idp.issuer);
    expect(end.searchParams.get('id_token_hint')).toMatch(/^ey/);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${PORTAL}/login`);
    expect(await (await callApi(app, '/api/auth-status', { cookie })).json()).toMatchObject({ authenticated: false });
  });

  it('creates an internal user the portal does not know from the claim mapping', async () => {
    const { response } = await signInAs('newcomer@retailer.test');
    expect(response.headers.get('location')).toBe('/support/trackTicket');
    const [created] = await portal.database.db.select().from(users).where(eq(users.email, 'newcomer@retailer.test'));
    expect(created).toMatchObject({ userType: 'INTERNAL', role: 'CATEGORY_MANAGER', personaAccessCodes: [2000] });
  });

  it('refuses a state this browser did not start, and a state used before', async () => {
    const first = await startSignIn();
    const other = await startSignIn();
    const callback = await signInAtProvider(first.authorizationUrl, 'user@acme-foods.test');
    await expectRefused(() => returnTo(callback, other.stateCookie), 'state');

    const { callback: used, stateCookie, response } = await signInAs('user@acme-foods.test');
    expect(response.headers.get('location')).toBe('/support/trackTicket');
    await expectRefused(() => returnTo(used, stateCookie), 'state');
  });

  it('refuses an ID token that replays a nonce, has expired, or is for another client', async () => {
    let earlierNonce: unknown;
    idp.tamperNextIdToken((claims) => {
      earlierNonce = claims.nonce;
      return claims;
    });
    await signInAs('user@acme-foods.test');

    const sessionsBefore = await portal.database.db.$count(sessions);
    const now = Math.floor(Date.now() / 1000);
    for (const change of [
      (claims: Record<string, unknown>) => ({ ...claims, nonce: earlierNonce }),
      (claims: Record<string, unknown>) => ({ ...claims, iat: now - 7200, exp: now - 3600 }),
      (claims: Record<string, unknown>) => ({ ...claims, aud: 'another-client' }),
    ]) {
      idp.tamperNextIdToken(change);
      await expectRefused(async () => (await signInAs('user@acme-foods.test')).response, 'token');
    }
    expect(await portal.database.db.$count(sessions)).toBe(sessionsBefore);
  });

  it.each([
    ['an email the provider does not vouch for', 'unverified@retailer.test', 'emailUnverified'],
    ['an external user never invited', 'stranger@elsewhere.test', 'notInvited'],
    ['an email at a domain another company authorised', 'newhire@acme-foods.test', 'domainOfAnotherCompany'],
  ])('refuses %s, creating no user', async (_, email, reason) => {
    await expectRefused(async () => (await signInAs(email)).response, reason, email);
    expect(await portal.database.db.$count(users, eq(users.email, email))).toBe(0);
  });

  it('leaves passwords to super admins alone when so set', async () => {
    const breakGlass = portal.appWith({ localPasswords: 'superAdmins' });
    expect((await postLogin(breakGlass, { email: 'admin@acme-foods.test', password: DEMO_PASSWORD })).status).toBe(401);
    expect(
      (await postLogin(breakGlass, { email: 'superadmin@partner-insights.test', password: DEMO_PASSWORD })).status,
    ).toBe(200);
  });
});
