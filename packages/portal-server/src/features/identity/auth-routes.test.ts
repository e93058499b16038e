import {
  AuthStatusSchema,
  SESSION_ERROR_MESSAGES,
  SIGN_IN_REFUSED_MESSAGE,
  SIGN_IN_THROTTLED_MESSAGE,
} from '@partner-insights/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_LIFETIME } from '../../config';
import { DEMO_PASSWORD } from '../../platform/db/seed/demo-data';
import {
  fromAddress,
  openSeededTestApp,
  postLogin,
  sessionCookieOf,
  signIn,
  type SeededTestApp,
} from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { knownSignInAddresses, sessions, users } from './identity.schema';
import { SIGN_IN_LIMITS } from './sign-in-throttle';

const MINUTE = 60_000;
const REFUSED = { error: { status: 401, message: SIGN_IN_REFUSED_MESSAGE } };

describe.each(testDatabaseTargets)('signing in and out on $name', (target) => {
  let portal: SeededTestApp;

  const get = (path: string, cookie?: string) =>
    portal.app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
  const authenticated = async (cookie?: string) => {
    const response = await get('/api/auth-status', cookie);
    expect(response.status).toBe(200);
    return v.parse(AuthStatusSchema, await response.json()).authenticated;
  };
  const logout = (cookie?: string) =>
    portal.app.request('/api/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    });
  const userByEmail = async (email: string) => {
    const [user] = await portal.database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`No user ${email}`);
    return user;
  };

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
  });

  afterAll(() => portal?.close());

  describe('POST /api/auth/login', () => {
    it('signs in with an httpOnly SameSite cookie holding a session stored as a hash', async () => {
      const response = await postLogin(portal.app, { email: 'admin@acme-foods.test', password: DEMO_PASSWORD });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ authenticated: true });
      const setCookie = response.headers.get('set-cookie');
      expect(setCookie).toMatch(
        new RegExp(
          `^pi_session=[\\w-]{43}; Max-Age=${DEFAULT_SESSION_LIFETIME.maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax$`,
        ),
      );

      const admin = await userByEmail('admin@acme-foods.test');
      expect(admin.lastLoginAt?.toISOString()).toBe('2026-11-22T09:00:00.000Z');
      const [session] = await portal.database.db.select().from(sessions).where(eq(sessions.userId, admin.id));
      const token = sessionCookieOf(response).split('=')[1] ?? '';
      expect(session?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(session?.tokenHash).not.toContain(token);
      expect(session?.ip).toBe('198.51.100.1');
    });

    describe('over https', () => {
      const signInOverHttps = (app: Hono, url = 'https://portal.example', headers: Record<string, string> = {}) =>
        app.request(`${url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify({ email: 'admin@acme-foods.test', password: DEMO_PASSWORD }),
        });
      const statusOverHttps = async (cookie: string) =>
        v.parse(
          AuthStatusSchema,
          await (
            await portal.app.request('https://portal.example/api/auth-status', { headers: { Cookie: cookie } })
          ).json(),
        ).authenticated;

      it('names the cookie __Host-, Secure, for the whole host and no domain', async () => {
        const response = await signInOverHttps(portal.app);
        expect(response.status).toBe(200);
        expect(response.headers.get('set-cookie')).toMatch(
          new RegExp(
            `^__Host-pi_session=[\\w-]{43}; Max-Age=${DEFAULT_SESSION_LIFETIME.maxAgeSeconds}; Path=/; HttpOnly; Secure; SameSite=Lax$`,
          ),
        );
      });

      it('reads only the __Host- cookie, and clears it by that name', async () => {
        const token = sessionCookieOf(await signInOverHttps(portal.app)).split('=')[1] ?? '';
        expect(await statusOverHttps(`__Host-pi_session=${token}`)).toBe(true);
        expect(await statusOverHttps(`pi_session=${token}`)).toBe(false);
        // And plain http reads only the bare name.
        expect(await authenticated(`__Host-pi_session=${token}`)).toBe(false);

        const loggedOut = await portal.app.request('https://portal.example/api/logout', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: `__Host-pi_session=${token}` },
        });
        expect(loggedOut.headers.get('set-cookie')).toMatch(
          /^__Host-pi_session=; Max-Age=0; Path=\/; HttpOnly; Secure/,
        );
        expect(await statusOverHttps(`__Host-pi_session=${token}`)).toBe(false);
      });

      it('takes https from X-Forwarded-Proto only behind a trusted proxy', async () => {
        const forwarded = { 'X-Forwarded-Proto': 'https' };
        const behindProxy = await signInOverHttps(
          portal.appWith({ trustProxy: true }),
          'http://portal.internal',
          forwarded,
        );
        expect(behindProxy.headers.get('set-cookie')).toMatch(/^__Host-pi_session=.*; Secure/);
        const direct = await signInOverHttps(portal.app, 'http://portal.internal', forwarded);
        expect(direct.headers.get('set-cookie')).toMatch(/^pi_session=/);
        expect(direct.headers.get('set-cookie')).not.toMatch(/Secure/);
      });
    });

    it('takes the email in any case and with spaces around it', async () => {
      const response = await postLogin(portal.app, { email: '  Admin@ACME-Foods.test ', password: DEMO_PASSWORD });
      expect(response.status).toBe(200);
    });

    it('answers a wrong password, an unknown email, a blocked account and a pending one alike', async () => {
      await portal.database.db
        .update(users)
        .set({ status: 'BLOCKED', blockedReason: 'Left the company', blockedBy: 'admin', blockedAt: portal.now() })
        .where(eq(users.email, 'admin@maple-goods.test'));
      // Registered with the demo password, waiting for access: not active yet.
      const [registered] = await portal.database.db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.status, 'PENDING'), isNotNull(users.passwordHash)));
      const answers = await Promise.all(
        [
          { email: 'admin@acme-foods.test', password: 'not-the-password' },
          { email: 'nobody@acme-foods.test', password: DEMO_PASSWORD },
          { email: 'admin@maple-goods.test', password: DEMO_PASSWORD },
          { email: registered?.email ?? '', password: DEMO_PASSWORD },
        ].map((credentials, index) => postLogin(portal.app, credentials, `198.51.100.${10 + index}`)),
      );
      for (const response of answers) {
        expect(response.status).toBe(401);
        expect(response.headers.get('set-cookie')).toBeNull();
        expect(await response.json()).toEqual(REFUSED);
      }
    });

    it('refuses a malformed body with 400', async () => {
      const response = await postLogin(portal.app, { email: 'admin', password: DEMO_PASSWORD });
      expect(response.status).toBe(400);
    });

    it.each([
      ['a form post', 'application/x-www-form-urlencoded', `email=admin%40acme-foods.test&password=${DEMO_PASSWORD}`],
      ['plain text', 'text/plain', JSON.stringify({ email: 'admin@acme-foods.test', password: DEMO_PASSWORD })],
    ])('refuses %s with 415', async (_, contentType, body) => {
      const response = await portal.app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': contentType },
        body,
      });
      expect(response.status).toBe(415);
    });
  });

  describe('throttling failed sign-ins', () => {
    const { perAccountAndAddress, perAddress, perAccountFromUnknownAddresses, knownAddressMs } = SIGN_IN_LIMITS;
    const THROTTLED = { error: { status: 429, message: SIGN_IN_THROTTLED_MESSAGE } };
    const withPassword = (email: string, address: string) =>
      postLogin(portal.app, { email, password: DEMO_PASSWORD }, address);
    const failTimes = async (times: number, email: string, address: string) => {
      for (let failure = 0; failure < times; failure += 1) {
        expect((await postLogin(portal.app, { email, password: 'guess' }, address)).status).toBe(401);
      }
    };
    const expectThrottled = async (response: Response, retryAfterSeconds: number) => {
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe(String(retryAfterSeconds));
      expect(await response.json()).toEqual(THROTTLED);
    };
    // Every test starts with no failure in any window.
    afterEach(() => portal.advanceClockBy(perAccountFromUnknownAddresses.windowMs));

    it('refuses an account at an address after 5 failures there, even with the right password, but not elsewhere', async () => {
      const email = 'user@acme-foods.test';
      const address = '203.0.113.1';
      const windowSeconds = perAccountAndAddress.windowMs / 1000;
      await failTimes(perAccountAndAddress.failures, email, address);
      await expectThrottled(await withPassword(email, address), windowSeconds);
      portal.advanceClockBy(5 * MINUTE);
      await expectThrottled(await withPassword(email, address), windowSeconds - 5 * 60);

      expect((await withPassword(email, '203.0.113.2')).status).toBe(200);
      portal.advanceClockBy(perAccountAndAddress.windowMs - 5 * MINUTE);
      expect((await withPassword(email, address)).status).toBe(200);
    });

    it('throttles an email that has no account the same way', async () => {
      const email = 'ghost@acme-foods.test';
      await failTimes(perAccountAndAddress.failures, email, '203.0.113.3');
      expect((await postLogin(portal.app, { email, password: 'guess' }, '203.0.113.3')).status).toBe(429);
    });

    it('forgets an account’s failures at an address once it signs in there', async () => {
      const email = 'agency@brightside-agency.test';
      for (const password of ['a', 'b', 'c', 'd', DEMO_PASSWORD, 'e', 'f', 'g', 'h', 'i']) {
        const response = await postLogin(portal.app, { email, password }, '203.0.113.150');
        expect(response.status).toBe(password === DEMO_PASSWORD ? 200 : 401);
      }
    });

    it('refuses an address after 20 failures, whatever the account, while others still sign in', async () => {
      const address = '192.0.2.7';
      for (let failure = 0; failure < perAddress.failures; failure += 1) {
        await failTimes(1, `guess${failure}@acme-foods.test`, address);
      }
      await expectThrottled(await withPassword('basic@corner-basics.test', address), perAddress.windowMs / 1000);
      expect((await withPassword('basic@corner-basics.test', '192.0.2.8')).status).toBe(200);
    });

    it('refuses an account guessed at from many addresses, except where its owner has signed in', async () => {
      const email = 'admin@nopal-foods.test';
      const home = '198.51.100.50';
      expect((await withPassword(email, home)).status).toBe(200);

      // A stranger spreads 50 failures over ten addresses: each within its own limits.
      const addresses = Array.from({ length: 10 }, (_, index) => `192.0.2.${100 + index}`);
      for (const address of addresses) await failTimes(perAccountAndAddress.failures, email, address);
      portal.advanceClockBy(10 * MINUTE);

      // A new address is refused, even with the right password, until the hour of those failures ends…
      await expectThrottled(
        await withPassword(email, '192.0.2.200'),
        perAccountFromUnknownAddresses.windowMs / 1000 - 10 * 60,
      );
      // …while the owner still signs in from home.
      expect((await withPassword(email, home)).status).toBe(200);
    });

    it('admits no more concurrent guesses than the limit', async () => {
      const guesses = await Promise.all(
        Array.from({ length: 3 * perAccountAndAddress.failures }, () =>
          postLogin(portal.app, { email: 'merchant@retailer.test', password: 'guess' }, '203.0.113.77'),
        ),
      );
      const statuses = guesses.map(({ status }) => status);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(perAccountAndAddress.failures);
      expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    });

    it('forgets a known address 90 days after the last sign-in from it', async () => {
      const email = 'sponsored@brightside-agency.test';
      const user = await userByEmail(email);
      const knownAddresses = async () =>
        (
          await portal.database.db
            .select({ ip: knownSignInAddresses.ip })
            .from(knownSignInAddresses)
            .where(eq(knownSignInAddresses.userId, user.id))
        ).map(({ ip }) => ip);
      expect((await withPassword(email, '198.51.100.60')).status).toBe(200);
      expect(await knownAddresses()).toEqual(['198.51.100.60']);
      portal.advanceClockBy(knownAddressMs);
      expect((await withPassword(email, '198.51.100.61')).status).toBe(200);
      expect(await knownAddresses()).toEqual(['198.51.100.61']);
    });
  });

  describe('POST /api/logout', () => {
    it('ends the session and clears the cookie; the old cookie no longer works', async () => {
      const cookie = await signIn(portal.app, 'associate@retailer.test');
      const response = await logout(cookie);
      expect(response.status).toBe(204);
      expect(response.headers.get('set-cookie')).toMatch(/^pi_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);
      const after = await get('/api/v1/identity/user-context?permissions=true', cookie);
      expect(after.status).toBe(401);
      expect(await after.json()).toEqual({ error: { status: 401, message: SESSION_ERROR_MESSAGES.invalidToken } });
    });

    it('is idempotent, with or without a cookie', async () => {
      const cookie = await signIn(portal.app, 'associate@retailer.test');
      expect((await logout(cookie)).status).toBe(204);
      expect((await logout(cookie)).status).toBe(204);
      expect((await logout()).status).toBe(204);
    });

    it('takes JSON requests only', async () => {
      const response = await portal.app.request('/api/logout', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(response.status).toBe(415);
    });

    it('leaves the browser’s previous session behind when it signs in again', async () => {
      const first = await signIn(portal.app, 'merchant@retailer.test');
      const again = await portal.app.request(
        '/api/auth/login',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: first },
          body: JSON.stringify({ email: 'merchant@retailer.test', password: DEMO_PASSWORD }),
        },
        fromAddress('198.51.100.1'),
      );
      expect(again.status).toBe(200);
      expect(await authenticated(first)).toBe(false);
      expect(await authenticated(sessionCookieOf(again))).toBe(true);
    });
  });

  describe('GET /api/auth-status', () => {
    it('answers false without a session and for an unknown one, never 401', async () => {
      expect(await authenticated()).toBe(false);
      expect(await authenticated(`pi_session=${'B'.repeat(43)}`)).toBe(false);
    });

    it('tells a signed-in browser the idle timeout and when the session goes idle', async () => {
      const cookie = await signIn(portal.app, 'associate@retailer.test');
      const { idleTimeoutSeconds } = DEFAULT_SESSION_LIFETIME;
      const idleAt = new Date(portal.now().getTime() + idleTimeoutSeconds * 1000).toISOString();
      portal.advanceClockBy(5 * MINUTE);
      const response = await get('/api/auth-status', cookie);
      // Asking for the status is no activity: the deadline stays where sign-in put it.
      expect(v.parse(AuthStatusSchema, await response.json())).toEqual({
        authenticated: true,
        idleTimeoutSeconds,
        idleExpiresAt: idleAt,
      });
      expect(await (await get('/api/auth-status')).json()).toEqual({ authenticated: false });
    });

    it('answers true with a session, without keeping it alive', async () => {
      const cookie = await signIn(portal.app, 'associate@retailer.test');
      expect(await authenticated(cookie)).toBe(true);
      const idleTimeoutMs = DEFAULT_SESSION_LIFETIME.idleTimeoutSeconds * 1000;
      portal.advanceClockBy(idleTimeoutMs - MINUTE);
      expect(await authenticated(cookie)).toBe(true);
      portal.advanceClockBy(2 * MINUTE);
      expect(await authenticated(cookie)).toBe(false);
    });
  });

  describe('POST /api/auth/keep-alive', () => {
    const keepAlive = (cookie?: string) =>
      portal.app.request('/api/auth/keep-alive', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      });
    const idleTimeoutMs = DEFAULT_SESSION_LIFETIME.idleTimeoutSeconds * 1000;

    it('moves the idle deadline, so the session outlives its first one', async () => {
      const cookie = await signIn(portal.app, 'catman@retailer.test');
      portal.advanceClockBy(idleTimeoutMs - MINUTE);
      const response = await keepAlive(cookie);
      expect(response.status).toBe(200);
      expect(v.parse(AuthStatusSchema, await response.json())).toEqual({
        authenticated: true,
        idleTimeoutSeconds: DEFAULT_SESSION_LIFETIME.idleTimeoutSeconds,
        idleExpiresAt: new Date(portal.now().getTime() + idleTimeoutMs).toISOString(),
      });
      portal.advanceClockBy(2 * MINUTE);
      expect(await authenticated(cookie)).toBe(true);
    });

    it('renews a short idle timeout too, however soon the user asks', async () => {
      const shortLifetime = { ...DEFAULT_SESSION_LIFETIME, idleTimeoutSeconds: 20 };
      const app = portal.appWith({ sessionLifetime: shortLifetime });
      const cookie = await signIn(app, 'catman@retailer.test');
      portal.advanceClockBy(10_000);
      const renewed = await app.request('/api/auth/keep-alive', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
      });
      expect(v.parse(AuthStatusSchema, await renewed.json()).idleExpiresAt).toBe(
        new Date(portal.now().getTime() + 20_000).toISOString(),
      );
      portal.advanceClockBy(15_000);
      const status = await app.request('/api/auth-status', { headers: { Cookie: cookie } });
      expect(v.parse(AuthStatusSchema, await status.json()).authenticated).toBe(true);
    });

    it('says "Missing token" without a session and "User has been inactive for long" once idle', async () => {
      const missing = await keepAlive();
      expect(missing.status).toBe(401);
      expect(await missing.json()).toEqual({ error: { status: 401, message: SESSION_ERROR_MESSAGES.missingToken } });
      const cookie = await signIn(portal.app, 'catman@retailer.test');
      portal.advanceClockBy(idleTimeoutMs + MINUTE);
      const idle = await keepAlive(cookie);
      expect(idle.status).toBe(401);
      expect(await idle.json()).toEqual({ error: { status: 401, message: SESSION_ERROR_MESSAGES.inactive } });
    });
  });

  describe('GET /api/login', () => {
    it.each([
      ['', '/apps'],
      ['?lastUrl=%2Fsupport%2FtrackTicket%2F42%3Ftab%3D2', '/support/trackTicket/42?tab=2'],
      ['?lastUrl=%2F%2Fevil.example%2Fapps', '/apps'],
      ['?lastUrl=https%3A%2F%2Fevil.example', '/apps'],
      ['?lastUrl=%2F%5Cevil.example', '/apps'],
    ])('sends %s to the login page with a same-origin lastUrl', async (query, lastUrl) => {
      const response = await get(`/api/login${query}`);
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location') ?? '', 'http://localhost');
      expect(location.pathname).toBe('/login');
      expect(location.searchParams.get('lastUrl')).toBe(lastUrl);
      expect(response.headers.get('location')).toMatch(/^\/login\?/);
    });
  });
});
