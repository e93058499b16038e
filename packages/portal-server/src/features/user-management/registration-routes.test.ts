import { INVITATION_INVALID_MESSAGE, InvitationSchema } from '@partner-insights/contracts';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  errorMessageOf,
  openSeededTestApp,
  postLogin,
  sessionCookieOf,
  signIn,
  type SeededTestApp,
} from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { companyProducts, products } from '../launch-list';
import {
  ACME_ADMIN,
  companyIds,
  entriesOf,
  invitationTokenOf,
  invite,
  newAcmeUser,
  requestOf,
  runRegistrationJobs,
  signInWithContext,
  SUPER_ADMIN,
  userByEmail,
} from './user-management.fixture';

const PASSWORD = 'violet kettle harbour 73';

describe.each(testDatabaseTargets)('registering from an invitation on $name', (target) => {
  let portal: SeededTestApp;
  let acme: string;
  let adminCookie: string;

  const register = (companyId: string, body: Record<string, unknown>, basic = false) =>
    callApi(portal.app, `/api/companies/${companyId}/users/complete-registration${basic ? '/basic' : ''}`, {
      method: 'PUT',
      body: {
        firstName: 'Grace',
        lastName: 'Hopper',
        phone: '+1 312 555 0199',
        password: PASSWORD,
        acceptTerms: true,
        ...body,
      },
    });

  /** Invites someone to Acme Foods and answers the token mailed to them. */
  async function invited(email: string, products = ['SHOPPER_BEHAVIOR', 'REPORT_BUILDER']) {
    expect((await invite(portal, adminCookie, acme, [newAcmeUser('Grace', { email, products })])).status).toBe(201);
    return invitationTokenOf(portal, email);
  }

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    ({ acme } = await companyIds(portal));
    adminCookie = await signIn(portal.app, ACME_ADMIN);
  });

  afterAll(() => portal?.close());

  it('takes an invited person from the mailed link to an active account with exactly the granted products', async () => {
    const email = 'grace.hopper@acme-foods.test';
    const token = await invited(email);

    const read = await callApi(portal.app, `/api/registration/invitation?token=${token}`);
    expect(read.status).toBe(200);
    expect(v.parse(InvitationSchema, await read.json())).toMatchObject({
      companyId: acme,
      companyName: 'Acme Foods',
      basic: false,
      email,
      firstName: 'Grace',
    });

    expect((await register(acme, { token })).status).toBe(200);
    expect(await requestOf(portal, email)).toMatchObject({ stage: 'GRANTING_ACCESS', completedAt: null });
    expect(await userByEmail(portal, email)).toMatchObject({ status: 'PENDING', phone: '+1 312 555 0199' });
    expect((await userByEmail(portal, email)).termsAcceptedAt).toEqual(portal.now());
    // Used: the link works no more.
    expect(await errorMessageOf(await callApi(portal.app, `/api/registration/invitation?token=${token}`), 404)).toBe(
      INVITATION_INVALID_MESSAGE,
    );
    expect(await errorMessageOf(await register(acme, { token }), 404)).toBe(INVITATION_INVALID_MESSAGE);

    await runRegistrationJobs(portal, email);
    expect(await requestOf(portal, email)).toMatchObject({ stage: 'COMPLETING', completedAt: portal.now() });
    expect((await userByEmail(portal, email)).status).toBe('ACTIVE');
    expect(await entriesOf(portal, 'REGISTRATION_COMPLETED', email)).toHaveLength(1);
    expect(await entriesOf(portal, 'USER_ACTIVATED', email)).toEqual([expect.objectContaining({ companyId: acme })]);

    const signedIn = await postLogin(portal.app, { email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const context = await callApi(portal.app, '/api/v1/identity/user-context', { cookie: sessionCookieOf(signedIn) });
    const { products: launchable } = (await context.json()) as { products: { product_id: string }[] };
    expect(launchable.map(({ product_id }) => product_id)).toEqual(['REPORT_BUILDER', 'SHOPPER_BEHAVIOR']);
  });

  it('waits for access when a chosen product’s association is no longer active', async () => {
    const email = 'waiting.grace@acme-foods.test';
    const token = await invited(email, ['DIGITAL_LANDSCAPES']);
    const [landscapes] = await portal.database.db
      .select()
      .from(products)
      .where(eq(products.code, 'DIGITAL_LANDSCAPES'));
    await portal.database.db
      .update(companyProducts)
      .set({ status: 'INACTIVE' })
      .where(and(eq(companyProducts.companyId, acme), eq(companyProducts.productId, landscapes?.id ?? '')));
    expect((await register(acme, { token })).status).toBe(200);
    await runRegistrationJobs(portal, email);
    expect(await requestOf(portal, email)).toMatchObject({ stage: 'WAITING_FOR_ACCESS', completedAt: null });
    expect((await userByEmail(portal, email)).status).toBe('PENDING');
    expect((await postLogin(portal.app, { email, password: PASSWORD })).status).toBe(401);
  });

  it('refuses common and personal passwords, and ones too short', async () => {
    const token = await invited('weak.grace@acme-foods.test');
    const refusal = async (password: string, status: number) => {
      const response = await register(acme, { token, password });
      expect(response.status).toBe(status);
      return ((await response.json()) as { error: { details: unknown } }).error.details;
    };
    expect(await refusal('Password1234!', 422)).toEqual({ password: 'common' });
    expect(await refusal('qwertyqwerty', 422)).toEqual({ password: 'common' });
    expect(await refusal('Hopper the great 1', 422)).toEqual({ password: 'personal' });
    expect(await refusal('weak.grace 2026 x', 422)).toEqual({ password: 'personal' });
    expect(await refusal('short', 400)).toEqual(expect.any(Array));
    // The link still works after refusals.
    expect((await callApi(portal.app, `/api/registration/invitation?token=${token}`)).status).toBe(200);
  });

  it('refuses a token of another company, the basic call for a charter company, and unaccepted terms', async () => {
    const token = await invited('other.grace@acme-foods.test');
    const { nopal, corner } = await companyIds(portal);
    expect(await errorMessageOf(await register(nopal, { token }), 404)).toBe(INVITATION_INVALID_MESSAGE);
    expect((await register(acme, { token }, true)).status).toBe(400);
    expect((await register(corner, { token }, true)).status).toBe(404);
    expect((await register(acme, { token, acceptTerms: false })).status).toBe(400);
    expect((await register(acme, { token: 'A'.repeat(43) })).status).toBe(404);
  });

  it('completes a basic vendor’s invitation through the basic call only', async () => {
    const { corner } = await companyIds(portal);
    const cookie = await signInWithContext(portal, SUPER_ADMIN, corner);
    const email = 'basic.grace@corner-basics.test';
    const basicUser = { ...newAcmeUser('Grace', { email, role: 'BASIC_USER', products: ['SHOPPER_BEHAVIOR'] }) };
    expect((await invite(portal, cookie, corner, [basicUser])).status).toBe(201);
    const token = await invitationTokenOf(portal, email);
    const read = await callApi(portal.app, `/api/registration/invitation?token=${token}`);
    expect(v.parse(InvitationSchema, await read.json())).toMatchObject({ basic: true, companyName: 'Corner Basics' });
    expect((await register(corner, { token })).status).toBe(400);
    expect((await register(corner, { token }, true)).status).toBe(200);
    await runRegistrationJobs(portal, email);
    expect((await postLogin(portal.app, { email, password: PASSWORD })).status).toBe(200);
  });

  it('refuses an expired invitation', async () => {
    const token = await invited('late.grace@acme-foods.test');
    portal.advanceClockBy(15 * 24 * 60 * 60_000);
    expect(await errorMessageOf(await callApi(portal.app, `/api/registration/invitation?token=${token}`), 404)).toBe(
      INVITATION_INVALID_MESSAGE,
    );
    expect(await errorMessageOf(await register(acme, { token }), 404)).toBe(INVITATION_INVALID_MESSAGE);
  });
});
