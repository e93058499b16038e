import {
  NewUsersValidationSchema,
  SESSION_ERROR_MESSAGES,
  USER_MANAGEMENT_MESSAGES,
  type NewUserInput,
} from '@partner-insights/contracts';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../platform/mail';
import { NOT_YOUR_COMPANY_MESSAGE, VIEW_ONLY_MESSAGE } from '../../platform/policy/guard';
import {
  callApi,
  errorMessageOf,
  openSeededTestApp,
  postLogin,
  signIn,
  type SeededTestApp,
} from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { DEMO_PASSWORD } from '../../platform/db/seed/demo-data';
import { productAccess, products } from '../launch-list';
import { userRequests } from './user-management.schema';
import {
  ACME_ADMIN,
  ACME_USER,
  companyIds,
  entriesOf,
  everydayUserOf,
  invitationTokenOf,
  invite,
  newAcmeUser,
  NOPAL_ADMIN,
  requestOf,
  signInWithContext,
  SPECTATOR,
  SUPER_ADMIN,
  userByEmail,
} from './user-management.fixture';

describe.each(testDatabaseTargets)('user management changes on $name', (target) => {
  let portal: SeededTestApp;
  let acme: string;
  let adminCookie: string;

  const post = (path: string, body: unknown, cookie = adminCookie, method: 'POST' | 'PUT' = 'POST') =>
    callApi(portal.app, `/api/companies/${acme}/${path}`, { method, cookie, body });
  const validate = async (newUsers: NewUserInput[]) => {
    const response = await post('users/validate', { users: newUsers });
    expect(response.status).toBe(200);
    return v.parse(NewUsersValidationSchema, await response.json());
  };
  const productsOf = async (email: string) => {
    const user = await userByEmail(portal, email);
    const rows = await portal.database.db
      .select({ code: products.code, status: productAccess.status })
      .from(productAccess)
      .innerJoin(products, eq(products.id, productAccess.productId))
      .where(eq(productAccess.userId, user.id))
      .orderBy(products.code);
    return rows;
  };

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    ({ acme } = await companyIds(portal));
    adminCookie = await signIn(portal.app, ACME_ADMIN);
  });

  afterAll(() => portal?.close());

  it('validates new users field by field', async () => {
    const validation = await validate([
      newAcmeUser('Ada'),
      newAcmeUser('Elsewhere', { email: 'someone@gmail.test' }),
      newAcmeUser('Kevin', { email: ACME_USER }),
      newAcmeUser('Pending', { email: 'olivia.smith101@acme-foods.test' }),
      newAcmeUser('Ada'),
      newAcmeUser('Boss', { role: 'SUPER_ADMIN', products: ['MODULAR_INTELLIGENCE'] }),
      newAcmeUser('Sub', { email: 'sub@eu.acme-foods.test', products: ['NO_SUCH_APP'] }),
    ]);
    expect(validation).toEqual({
      valid: false,
      users: [
        {},
        { email: 'notAuthorisedDomain' },
        { email: 'alreadyUser' },
        { email: 'alreadyInvited' },
        { email: 'repeatedInList' },
        { role: 'roleNotAllowed', products: 'unknownProduct' },
        { products: 'unknownProduct' },
      ],
    });
    expect(await validate([newAcmeUser('Ada')])).toEqual({ valid: true, users: [{}] });
  });

  it('refuses malformed new users before validating them', async () => {
    for (const user of [
      newAcmeUser('Bad', { email: 'not-an-email' }),
      newAcmeUser('x'.repeat(51)),
      newAcmeUser('Twice', { products: ['SHOPPER_BEHAVIOR', 'SHOPPER_BEHAVIOR'] }),
    ]) {
      expect((await post('users/validate', { users: [user] })).status).toBe(400);
    }
  });

  it('invites users: PENDING, at INVITATION_SENT, with pending access, a mail in the site’s language and an audit entry', async () => {
    const response = await callApi(portal.app, `/api/companies/${acme}/users`, {
      method: 'POST',
      cookie: adminCookie,
      host: 'localhost:3000',
      body: { users: [newAcmeUser('Ines')] },
    });
    expect(response.status).toBe(201);
    const { users: created } = (await response.json()) as { users: { loginId: string; taskId: string }[] };
    const email = 'ines.newcomer@acme-foods.test';
    expect(created).toEqual([{ loginId: email, taskId: expect.any(String) }]);
    expect(await userByEmail(portal, email)).toMatchObject({
      status: 'PENDING',
      createdBy: ACME_ADMIN,
      passwordHash: null,
    });
    expect(await requestOf(portal, email)).toMatchObject({ stage: 'INVITATION_SENT', id: created[0]?.taskId });
    expect(await productsOf(email)).toEqual([
      { code: 'REPORT_BUILDER', status: 'ACCESS_PENDING' },
      { code: 'SHOPPER_BEHAVIOR', status: 'ACCESS_PENDING' },
    ]);
    const [mail] = await portal.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mail).toMatchObject({ locale: 'en-US', template: 'user-invitation' });
    expect(mail?.text).toContain('http://localhost:3000/userRegistration?token=');
    expect(await entriesOf(portal, 'USER_INVITED', email)).toEqual([
      expect.objectContaining({ actor: ACME_ADMIN, companyId: acme }),
    ]);

    // The same address again: already invited, and nothing is added.
    const again = await invite(portal, adminCookie, acme, [newAcmeUser('Ines'), newAcmeUser('Jon')]);
    expect(await errorMessageOf(again.clone(), 422)).toBeTruthy();
    const { error } = (await again.json()) as { error: { details: unknown } };
    expect(error.details).toEqual({ valid: false, users: [{ email: 'alreadyInvited' }, {}] });
    await expect(userByEmail(portal, 'jon.newcomer@acme-foods.test')).rejects.toThrow();
  });

  it('writes the invitation in the market’s language', async () => {
    const { nopal } = await companyIds(portal);
    const cookie = await signIn(portal.app, NOPAL_ADMIN);
    const response = await callApi(portal.app, `/api/companies/${nopal}/users`, {
      method: 'POST',
      cookie,
      host: 'mx.localhost:3000',
      body: {
        users: [
          {
            firstName: 'Lucía',
            lastName: 'Ortega',
            email: 'lucia@nopal-foods.test',
            role: 'REGULAR_USER',
            products: ['SHOPPER_BEHAVIOR'],
          },
        ],
      },
    });
    expect(response.status).toBe(201);
    const [mail] = await portal.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'lucia@nopal-foods.test'));
    expect(mail).toMatchObject({ locale: 'es-MX', subject: 'Le invitaron a Partner Insights' });
  });

  it('sets one user’s role and products exactly, and adds products to several', async () => {
    const set = await post(
      'users/access',
      { loginId: ACME_USER, role: 'SUPPLIER_ADMIN', products: ['CUSTOMER_PERCEPTION'] },
      adminCookie,
      'PUT',
    );
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ changed: 1 });
    expect((await userByEmail(portal, ACME_USER)).role).toBe('SUPPLIER_ADMIN');
    expect(await productsOf(ACME_USER)).toEqual([{ code: 'CUSTOMER_PERCEPTION', status: 'ACCESS_COMPLETE' }]);

    const grant = await post('users/access', {
      loginIds: [ACME_USER, await everydayUserOf(portal, acme, 1)],
      products: ['DIGITAL_LANDSCAPES'],
    });
    expect(await grant.json()).toEqual({ changed: 2 });
    expect((await productsOf(ACME_USER)).map(({ code }) => code)).toEqual([
      'CUSTOMER_PERCEPTION',
      'DIGITAL_LANDSCAPES',
    ]);
    expect(await entriesOf(portal, 'USER_ACCESS_CHANGED', ACME_USER)).toHaveLength(2);

    await post(
      'users/access',
      { loginId: ACME_USER, role: 'REGULAR_USER', products: ['SHOPPER_BEHAVIOR'] },
      adminCookie,
      'PUT',
    );
  });

  it('refuses access for another company’s user, a role or product the company cannot give', async () => {
    const put = (body: unknown) => post('users/access', body, adminCookie, 'PUT');
    expect(
      await errorMessageOf(await put({ loginId: NOPAL_ADMIN, role: 'REGULAR_USER', products: [] }), 404),
    ).toBeTruthy();
    expect((await put({ loginId: ACME_USER, role: 'THIRD_PARTY_USER', products: [] })).status).toBe(400);
    expect((await put({ loginId: ACME_USER, role: 'REGULAR_USER', products: ['MODULAR_INTELLIGENCE'] })).status).toBe(
      400,
    );
    expect(
      (await post('users/access', { loginIds: [ACME_USER, ACME_USER], products: ['REPORT_BUILDER'] })).status,
    ).toBe(400);
  });

  it('blocks a user with a reason, ending their session at once and refusing their sign-in, until unblocked', async () => {
    const email = await everydayUserOf(portal, acme, 3);
    const target = await userByEmail(portal, email);
    expect(target.status).toBe('ACTIVE');
    const userCookie = await signIn(portal.app, email);
    expect((await callApi(portal.app, '/api/v1/identity/user-context', { cookie: userCookie })).status).toBe(200);

    expect((await post('users/block', { loginIds: [email], reason: 'x'.repeat(251) })).status).toBe(400);
    const blocked = await post('users/block', { loginIds: [email], reason: 'Left the company' });
    expect(await blocked.json()).toEqual({ changed: 1 });
    expect(await userByEmail(portal, email)).toMatchObject({
      status: 'BLOCKED',
      blockedReason: 'Left the company',
      blockedBy: ACME_ADMIN,
    });
    expect((await callApi(portal.app, '/api/v1/identity/user-context', { cookie: userCookie })).status).toBe(401);
    expect((await postLogin(portal.app, { email, password: DEMO_PASSWORD })).status).toBe(401);
    expect(await errorMessageOf(await post('users/block', { loginIds: [email], reason: 'Again' }), 409)).toBeTruthy();

    expect(await (await post('users/unblock', { loginIds: [email] })).json()).toEqual({ changed: 1 });
    expect(await userByEmail(portal, email)).toMatchObject({ status: 'ACTIVE', blockedReason: null, blockedAt: null });
    expect((await postLogin(portal.app, { email, password: DEMO_PASSWORD })).status).toBe(200);
    expect(await entriesOf(portal, 'USER_BLOCKED', email)).toHaveLength(1);
    expect(await entriesOf(portal, 'USER_UNBLOCKED', email)).toHaveLength(1);
  });

  it('deletes users with their sessions, never the caller’s own account', async () => {
    const email = await everydayUserOf(portal, acme, 2);
    const userCookie = await signIn(portal.app, email);
    expect(await errorMessageOf(await post('users/delete', { loginIds: [ACME_ADMIN] }), 400)).toBeTruthy();
    expect(await errorMessageOf(await post('users/block', { loginIds: [ACME_ADMIN], reason: 'Me' }), 400)).toBeTruthy();
    expect(await errorMessageOf(await post('users/delete', { loginIds: [email, NOPAL_ADMIN] }), 404)).toBeTruthy();

    expect(await (await post('users/delete', { loginIds: [email] })).json()).toEqual({ changed: 1 });
    await expect(userByEmail(portal, email)).rejects.toThrow();
    expect((await callApi(portal.app, '/api/v1/identity/user-context', { cookie: userCookie })).status).toBe(401);
    expect(await entriesOf(portal, 'USER_DELETED', email)).toEqual([expect.objectContaining({ actor: ACME_ADMIN })]);
  });

  it('resends an invitation with a new link, voiding the old one', async () => {
    const email = 'resend.me@acme-foods.test';
    expect((await invite(portal, adminCookie, acme, [newAcmeUser('Resend', { email })])).status).toBe(201);
    const oldToken = await invitationTokenOf(portal, email);
    const request = await requestOf(portal, email);
    const resend = (taskId: string, cookie = adminCookie) =>
      callApi(portal.app, `/api/companies/${acme}/batch-tasks/${taskId}/RESEND_INVITE`, { cookie });

    portal.advanceClockBy(1000);
    const response = await resend(request?.id ?? '');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: USER_MANAGEMENT_MESSAGES.emailSent });
    const newToken = await invitationTokenOf(portal, email);
    expect(newToken).not.toBe(oldToken);
    expect((await callApi(portal.app, `/api/registration/invitation?token=${oldToken}`)).status).toBe(404);
    expect((await callApi(portal.app, `/api/registration/invitation?token=${newToken}`)).status).toBe(200);
    expect(await entriesOf(portal, 'INVITATION_RESENT', email)).toHaveLength(1);

    expect(await errorMessageOf(await resend('00000000-0000-4000-8000-000000000000'), 404)).toBe(
      USER_MANAGEMENT_MESSAGES.resendFailed,
    );
    expect(await errorMessageOf(await resend('not-a-task'), 404)).toBe(USER_MANAGEMENT_MESSAGES.resendFailed);
    const [registered] = await portal.database.db
      .select()
      .from(userRequests)
      .where(and(eq(userRequests.companyId, acme), eq(userRequests.stage, 'GRANTING_ACCESS')));
    expect(await errorMessageOf(await resend(registered?.id ?? ''), 409)).toBe(USER_MANAGEMENT_MESSAGES.resendFailed);

    // Another company's admin cannot resend Acme's invitations, not even naming their own company.
    const nopalCookie = await signIn(portal.app, NOPAL_ADMIN);
    expect(await errorMessageOf(await resend(request?.id ?? '', nopalCookie), 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);
    const { nopal } = await companyIds(portal);
    const viaOwn = await callApi(portal.app, `/api/companies/${nopal}/batch-tasks/${request?.id}/RESEND_INVITE`, {
      cookie: nopalCookie,
    });
    expect(viaOwn.status).toBe(404);
  });

  it('refuses every change to a regular user, another company’s admin, a spectator, and anyone signed out', async () => {
    const changes: [string, unknown, ('POST' | 'PUT')?][] = [
      ['users/validate', { users: [newAcmeUser('Zed')] }],
      ['users', { users: [newAcmeUser('Zed')] }],
      ['users/access', { loginId: ACME_USER, role: 'REGULAR_USER', products: [] }, 'PUT'],
      ['users/access', { loginIds: [ACME_USER], products: ['REPORT_BUILDER'] }],
      ['users/delete', { loginIds: [ACME_USER] }],
      ['users/block', { loginIds: [ACME_USER], reason: 'No' }],
      ['users/unblock', { loginIds: [ACME_USER] }],
    ];
    const spectator = await signInWithContext(portal, SPECTATOR, acme);
    const callers = [
      [await signIn(portal.app, ACME_USER), 403, NOT_YOUR_COMPANY_MESSAGE],
      [await signIn(portal.app, NOPAL_ADMIN), 403, NOT_YOUR_COMPANY_MESSAGE],
      [spectator, 403, VIEW_ONLY_MESSAGE],
      [undefined, 401, SESSION_ERROR_MESSAGES.missingToken],
    ] as const;
    for (const [cookie, status, message] of callers) {
      for (const [path, body, method] of changes) {
        const response = await callApi(portal.app, `/api/companies/${acme}/${path}`, {
          method: method ?? 'POST',
          cookie,
          body,
        });
        expect([path, await errorMessageOf(response, status)]).toEqual([path, message]);
      }
    }
    const pending = await requestOf(portal, 'olivia.smith101@acme-foods.test');
    const resend = await callApi(portal.app, `/api/companies/${acme}/batch-tasks/${pending?.id}/RESEND_INVITE`, {
      cookie: spectator,
    });
    expect(await errorMessageOf(resend, 403)).toBe(VIEW_ONLY_MESSAGE);
  });

  it('lets a super admin act for the company it chose, recorded as both', async () => {
    const cookie = await signInWithContext(portal, SUPER_ADMIN, acme);
    const email = 'chosen.by.super@acme-foods.test';
    expect((await invite(portal, cookie, acme, [newAcmeUser('Chosen', { email })])).status).toBe(201);
    expect(await entriesOf(portal, 'USER_INVITED', email)).toEqual([
      expect.objectContaining({ actor: 'dwhitfield', actingSuperAdmin: 'dwhitfield', companyId: acme }),
    ]);
    expect((await userByEmail(portal, email)).createdBy).toBe('dwhitfield');
  });

  it('records a block and an unblock by a super admin acting for the company as theirs, in that company', async () => {
    const cookie = await signInWithContext(portal, SUPER_ADMIN, acme);
    const email = await everydayUserOf(portal, acme, 4);
    const change = (path: string, body: unknown) => post(path, body, cookie);
    expect((await change('users/block', { loginIds: [email], reason: 'Access review' })).status).toBe(200);
    expect(await userByEmail(portal, email)).toMatchObject({ status: 'BLOCKED', blockedBy: 'dwhitfield' });
    expect((await change('users/unblock', { loginIds: [email] })).status).toBe(200);
    const bySuperAdmin = expect.objectContaining({
      actor: 'dwhitfield',
      actingSuperAdmin: 'dwhitfield',
      companyId: acme,
    });
    expect(await entriesOf(portal, 'USER_BLOCKED', email)).toEqual([bySuperAdmin]);
    expect(await entriesOf(portal, 'USER_UNBLOCKED', email)).toEqual([bySuperAdmin]);
  });
});
