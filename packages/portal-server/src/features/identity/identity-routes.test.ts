import { isWritePermission, SESSION_ERROR_MESSAGES, UserDetailsSchema } from '@partner-insights/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_LIFETIME } from '../../config';
import { openSeededTestApp, signIn, type SeededTestApp } from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { companies, sessions, users } from './identity.schema';

const MINUTE = 60_000;
const { idleTimeoutSeconds, maxAgeSeconds } = DEFAULT_SESSION_LIFETIME;

describe.each(testDatabaseTargets)('GET /api/v1/identity/user-context on $name', (target) => {
  let portal: SeededTestApp;

  const userContext = (cookie: string | undefined, { query = '?permissions=true', host = 'localhost:3000' } = {}) =>
    portal.app.request(`/api/v1/identity/user-context${query}`, {
      headers: { Host: host, ...(cookie ? { Cookie: cookie } : {}) },
    });
  const detailsOf = async (email: string, options?: Parameters<typeof userContext>[1]) => {
    const response = await userContext(await signIn(portal.app, email), options);
    expect(response.status).toBe(200);
    // The answer must hold to the contract the app parses it with.
    return v.parse(UserDetailsSchema, await response.json());
  };
  const companyId = async (name: string) => {
    const [company] = await portal.database.db.select().from(companies).where(eq(companies.name, name));
    return company?.id;
  };
  const expectUnauthorized = async (response: Response, message: string) => {
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { status: 401, message } });
  };

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
  });

  afterAll(() => portal?.close());

  it('answers a supplier admin’s details with permissions', async () => {
    expect(await detailsOf('admin@acme-foods.test')).toEqual({
      first_name: 'Laura',
      last_name: 'Chen',
      login_id: 'admin@acme-foods.test',
      email_address: 'admin@acme-foods.test',
      phone_number: '+1 312 555 0142',
      user_type: 'EXTERNAL',
      tenant: { id: await companyId('Acme Foods'), name: 'Acme Foods', type: 'SUPPLIER' },
      site_id: 'US',
      third_party_user: false,
      user_preferences: { locale: { timezone: 'America/Chicago' }, language_code: 'en-US' },
      authz: {
        group: 'Admin',
        permissions: expect.arrayContaining([
          { action: 'LIST', resource: 'USER' },
          { action: 'CREATE', resource: 'USER' },
          { action: 'LIST', resource: 'ACTIVITY_LOG' },
        ]),
      },
      persona_access_codes: [],
      products: [
        { product_id: 'CHANNEL_INSIGHTS' },
        { product_id: 'CUSTOMER_PERCEPTION' },
        { product_id: 'DIGITAL_LANDSCAPES' },
        { product_id: 'INSIGHTS_ACTIVATION' },
        { product_id: 'REPORT_BUILDER' },
        { product_id: 'SHOPPER_BEHAVIOR' },
      ],
      accessClass: null,
      companyType: 'SUPPLIER',
    });
  });

  it('lists only the products the user may launch, not those pending', async () => {
    const details = await detailsOf('user@acme-foods.test');
    expect(details).toMatchObject({ phone_number: null, products: [{ product_id: 'SHOPPER_BEHAVIOR' }] });
  });

  it('leaves the permissions out unless asked for', async () => {
    const details = await detailsOf('admin@acme-foods.test', { query: '' });
    expect(details.authz).toEqual({ group: 'Admin' });
  });

  it('refuses a malformed permissions flag', async () => {
    const response = await userContext(await signIn(portal.app, 'admin@acme-foods.test'), {
      query: '?permissions=yes',
    });
    expect(response.status).toBe(400);
  });

  it('marks the sponsored third-party supplier as working for several tenants', async () => {
    const details = await detailsOf('sponsored@brightside-agency.test');
    expect(details).toMatchObject({
      accessClass: 'MULTIPLE_TENANTS',
      third_party_user: true,
      user_type: 'EXTERNAL',
      companyType: 'THIRD_PARTY_AGENCY',
    });
  });

  it('gives the category manager persona 2000 and the retailer as tenant', async () => {
    const details = await detailsOf('catman@retailer.test');
    expect(details.persona_access_codes).toEqual([2000]);
    expect(details).toMatchObject({ user_type: 'INTERNAL', tenant: { type: 'INTERNAL' }, companyType: 'ACCOUNT' });
  });

  it('gives the spectator view permissions and no write action', async () => {
    const { authz } = await detailsOf('spectator@partner-insights.test');
    expect(authz.group).toBe('Super Admin Spectator');
    expect(authz.permissions).toContainEqual({ action: 'LIST', resource: 'USER' });
    expect(authz.permissions?.filter(isWritePermission)).toEqual([]);
  });

  it('answers the market of the host and the user’s own language', async () => {
    expect(await detailsOf('admin@nopal-foods.test', { host: 'mx.localhost:3000' })).toMatchObject({
      site_id: 'MX',
      user_preferences: { locale: { timezone: 'America/Mexico_City' }, language_code: 'es-MX' },
    });
  });

  it('says "Missing token" without a session cookie', async () => {
    await expectUnauthorized(await userContext(undefined), SESSION_ERROR_MESSAGES.missingToken);
  });

  it('says "Invalid token" for a token it never issued, well-formed or not', async () => {
    for (const token of ['A'.repeat(43), 'garbage']) {
      const response = await userContext(`pi_session=${token}`);
      await expectUnauthorized(response, SESSION_ERROR_MESSAGES.invalidToken);
      expect(response.headers.get('set-cookie')).toMatch(/^pi_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);
    }
  });

  it('keeps a session alive while it is used', async () => {
    const cookie = await signIn(portal.app, 'user@acme-foods.test');
    for (let request = 0; request < 3; request += 1) {
      portal.advanceClockBy(idleTimeoutSeconds * 1000 - MINUTE);
      expect((await userContext(cookie)).status).toBe(200);
    }
  });

  it('says "User has been inactive for long" after the idle timeout, and ends the session', async () => {
    const cookie = await signIn(portal.app, 'user@acme-foods.test');
    portal.advanceClockBy(idleTimeoutSeconds * 1000 + MINUTE);
    await expectUnauthorized(await userContext(cookie), SESSION_ERROR_MESSAGES.inactive);
    await expectUnauthorized(await userContext(cookie), SESSION_ERROR_MESSAGES.invalidToken);
  });

  it('says "Session Expired" at the end of its lifetime, however active, and ends the session', async () => {
    const cookie = await signIn(portal.app, 'user@acme-foods.test');
    const step = idleTimeoutSeconds * 1000 - 5 * MINUTE;
    let elapsed = 0;
    while (elapsed + step < maxAgeSeconds * 1000) {
      portal.advanceClockBy(step);
      elapsed += step;
      expect((await userContext(cookie)).status).toBe(200);
    }
    portal.advanceClockBy(maxAgeSeconds * 1000 - elapsed);
    await expectUnauthorized(await userContext(cookie), SESSION_ERROR_MESSAGES.expired);
    await expectUnauthorized(await userContext(cookie), SESSION_ERROR_MESSAGES.invalidToken);
  });

  it('ends the sessions of a user who is blocked', async () => {
    const cookie = await signIn(portal.app, 'admin@maple-goods.test');
    await portal.database.db
      .update(users)
      .set({ status: 'BLOCKED', blockedReason: 'Left the company', blockedBy: 'admin', blockedAt: portal.now() })
      .where(eq(users.email, 'admin@maple-goods.test'));
    await expectUnauthorized(await userContext(cookie), SESSION_ERROR_MESSAGES.invalidToken);
    const [user] = await portal.database.db.select().from(users).where(eq(users.email, 'admin@maple-goods.test'));
    expect(await portal.database.db.$count(sessions, eq(sessions.userId, user?.id ?? ''))).toBe(0);
  });
});
