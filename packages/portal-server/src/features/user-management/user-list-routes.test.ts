import {
  SESSION_ERROR_MESSAGES,
  UserAssignmentOptionsSchema,
  UserListPageSchema,
  NonProvisionedUsersSchema,
  type UserListPage,
} from '@partner-insights/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOUR_COMPANY_MESSAGE } from '../../platform/policy/guard';
import { callApi, errorMessageOf, signIn, type SeededTestApp } from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import {
  ACME_ADMIN,
  ACME_USER,
  NOPAL_ADMIN,
  openAsAcmeAdmin,
  signInWithContext,
  SPECTATOR,
  SUPER_ADMIN,
} from './user-management.fixture';

describe.each(testDatabaseTargets)('user management lists on $name', (target) => {
  let portal: SeededTestApp;
  let acme: string;
  let adminCookie: string;

  const listPage = async (query: string, cookie = adminCookie, acceptLanguage?: string): Promise<UserListPage> => {
    const response = await callApi(portal.app, `/api/companies/${acme}/users${query}`, { cookie, acceptLanguage });
    expect(response.status).toBe(200);
    return v.parse(UserListPageSchema, await response.json());
  };

  beforeAll(async () => {
    ({ portal, acme, adminCookie } = await openAsAcmeAdmin(target));
  });

  afterAll(() => portal?.close());

  it('pages through the active users, ten at a time by default, with every tab’s count', async () => {
    const first = await listPage('');
    expect(first.pageSize).toBe(10);
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(100);
    expect(first.counts.userManagement).toBe(first.total);
    expect(first.counts.pendingUserManagement).toBe(12);
    expect(first.counts.blockedUserManagement).toBe(8);
    expect(first.counts.sponsoredSupplier).toBe(6);
    expect(first.items.every((row) => row.uiState === 'ACTIVE' && row.companyName === 'Acme Foods')).toBe(true);

    // Every page of 25, put together, is every active user once.
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(first.total / 25) }, (_, index) => listPage(`?page=${index + 1}&pageSize=25`)),
    );
    const loginIds = pages.flatMap((page) => page.items.map((row) => row.loginId));
    expect(new Set(loginIds).size).toBe(first.total);
  });

  it('sorts by the chosen field, login id breaking ties', async () => {
    const byEmail = await listPage('?sortBy=email&sortOrder=DESC&pageSize=50');
    const emails = byEmail.items.map((row) => row.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const byLastLogin = await listPage('?sortBy=lastLogin&pageSize=100');
    const logins = byLastLogin.items.map((row) => row.uiLastLoginTime);
    const signedIn = logins.filter((time) => time !== null);
    expect(signedIn).toEqual([...signedIn].sort());
    // Never signed in: last, whichever the order.
    expect(logins.slice(signedIn.length).every((time) => time === null)).toBe(true);
  });

  it('searches names, email and login id whatever the case, keeping the counts whole', async () => {
    const page = await listPage('?search=LAURA');
    expect(page.items.map((row) => row.email)).toContain(ACME_ADMIN);
    expect(
      page.items.every((row) => `${row.firstName} ${row.lastName} ${row.email}`.toLowerCase().includes('laura')),
    ).toBe(true);
    expect(page.counts.userManagement).toBeGreaterThan(page.total);
    expect((await listPage('?search=%25_')).total).toBe(0);
  });

  it('lists the pending users with their request, the blocked ones with who blocked them and why', async () => {
    const pending = await listPage('?tab=pendingUserManagement&pageSize=25');
    expect(pending.items).toHaveLength(12);
    expect(new Set(pending.items.map((row) => row.stage))).toEqual(
      new Set(['INVITATION_SENT', 'GRANTING_ACCESS', 'COMPLETING', 'WAITING_FOR_ACCESS']),
    );
    expect(pending.items.every((row) => row.type === 'CREATE_USER' && row.taskId !== null)).toBe(true);

    const blocked = await listPage('?tab=blockedUserManagement&sortBy=blockedOn');
    expect(blocked.items).toHaveLength(8);
    expect(blocked.items[0]).toMatchObject({ uiState: 'BLOCKED', uiBlockedBy: ACME_ADMIN, type: null, stage: null });
    expect(blocked.items[0]?.blockedReason).toBeTruthy();
  });

  it('lists the sponsored suppliers of another home company, with their products', async () => {
    const sponsored = await listPage('?tab=sponsoredSupplier', adminCookie, 'es-MX');
    expect(sponsored.items.map((row) => row.email)).toContain('sponsored@brightside-agency.test');
    expect(sponsored.items.every((row) => row.companyName === 'Brightside Agency' && row.multipleSupplierAccess)).toBe(
      true,
    );
    const priya = sponsored.items.find((row) => row.email === 'sponsored@brightside-agency.test');
    expect(priya).toMatchObject({ products: ['SHOPPER_BEHAVIOR'], uiCompanyType: 'THIRD_PARTY_AGENCY' });
    expect(priya?.uiAppAccess).toEqual(['Shopper Behavior']);
  });

  it('lists the users who hold no product', async () => {
    const response = await callApi(portal.app, `/api/companies/${acme}/users/non-provisioned?pageSize=100`, {
      cookie: adminCookie,
    });
    const page = v.parse(NonProvisionedUsersSchema, await response.json());
    expect(page.items.every((row) => row.products.length === 0 && row.uiState !== 'BLOCKED')).toBe(true);
  });

  it('offers the roles and ACTIVE associated products an admin may give, not lapsed ones', async () => {
    const response = await callApi(portal.app, `/api/companies/${acme}/personas`, { cookie: adminCookie });
    const options = v.parse(UserAssignmentOptionsSchema, await response.json());
    expect(options.roles).toEqual(['REGULAR_USER', 'SUPPLIER_ADMIN']);
    expect(options.products.map((product) => product.code)).toContain('SHOPPER_BEHAVIOR');
    expect(options.products.map((product) => product.code)).not.toContain('MODULAR_INTELLIGENCE');
  });

  it('refuses bad queries', async () => {
    for (const query of [
      '?tab=accessRequestsUserManagement',
      '?tab=nope',
      '?pageSize=20',
      '?sortBy=password',
      `?search=${'x'.repeat(101)}`,
    ]) {
      expect((await callApi(portal.app, `/api/companies/${acme}/users${query}`, { cookie: adminCookie })).status).toBe(
        400,
      );
    }
  });

  it('refuses another company’s admin, a regular user and anyone signed out', async () => {
    for (const email of [NOPAL_ADMIN, ACME_USER]) {
      const cookie = await signIn(portal.app, email);
      for (const path of ['users', 'users/non-provisioned', 'personas']) {
        const response = await callApi(portal.app, `/api/companies/${acme}/${path}`, { cookie });
        expect(await errorMessageOf(response, 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);
      }
    }
    const signedOut = await callApi(portal.app, `/api/companies/${acme}/users`);
    expect(await errorMessageOf(signedOut, 401)).toBe(SESSION_ERROR_MESSAGES.missingToken);
  });

  it('lets the spectator and the super admin read the company they view', async () => {
    for (const email of [SPECTATOR, SUPER_ADMIN]) {
      const cookie = await signInWithContext(portal, email, acme);
      expect((await listPage('?tab=blockedUserManagement', cookie)).total).toBe(8);
    }
  });
});
