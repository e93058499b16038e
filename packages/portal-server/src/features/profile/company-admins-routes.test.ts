import { CompanyAdminsSchema, SESSION_ERROR_MESSAGES } from '@partner-insights/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  errorMessageOf,
  openSeededTestApp,
  signIn,
  type SeededTestApp,
} from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { companies, users } from '../identity';

type NewUser = typeof users.$inferInsert;
import { INTERNAL_USERS_REQUEST_MESSAGE } from './company-admins-routes';

const PATH = '/api/v1/identity/company-admins';

describe.each(testDatabaseTargets)('GET /api/v1/identity/company-admins on $name', (target) => {
  let portal: SeededTestApp;

  const adminsFor = async (email: string) => {
    const response = await callApi(portal.app, PATH, { cookie: await signIn(portal.app, email) });
    expect(response.status).toBe(200);
    return v.parse(CompanyAdminsSchema, await response.json()).items;
  };

  const companyNamed = async (name: string) => {
    const [company] = await portal.database.db.select().from(companies).where(eq(companies.name, name));
    if (!company) throw new Error(`No company ${name}`);
    return company.id;
  };

  const adminOf = (companyId: string, name: string, rest: Partial<NewUser> = {}): NewUser => {
    const [firstName = '', lastName = ''] = name.split(' ');
    const email = `${firstName.toLowerCase()}@admins.test`;
    return {
      email,
      loginId: email,
      firstName,
      lastName,
      userType: 'EXTERNAL',
      role: 'SUPPLIER_ADMIN',
      companyId,
      passwordHash: 'not-used',
      ...rest,
    };
  };

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    const acme = await companyNamed('Acme Foods');
    const goldenPrairie = await companyNamed('Golden Prairie Mills');
    await portal.database.db.insert(users).values([
      adminOf(acme, 'Ana Baptiste'),
      adminOf(acme, 'Boris Blocked', {
        status: 'BLOCKED',
        blockedReason: 'Left the company',
        blockedBy: 'admin@acme-foods.test',
        blockedAt: portal.now(),
      }),
      adminOf(acme, 'Cora Regular', { role: 'REGULAR_USER' }),
      adminOf(goldenPrairie, 'Gus Prairie'),
    ]);
  });

  afterAll(() => portal?.close());

  // toEqual: only what writing to them needs, no ids, roles or phone numbers.
  it('names the active administrators of the caller’s own company, by last name, with their email', async () => {
    expect(await adminsFor('user@acme-foods.test')).toEqual([
      { name: 'Ana Baptiste', email: 'ana@admins.test' },
      { name: 'Laura Chen', email: 'admin@acme-foods.test' },
    ]);
  });

  it('never names another company’s administrators', async () => {
    const emails = (await adminsFor('user@acme-foods.test')).map(({ email }) => email);
    expect(emails).not.toContain('gus@admins.test');
    expect(await adminsFor('agency@brightside-agency.test')).toEqual([]);
  });

  it('answers a company without administrators an empty list', async () => {
    expect(await adminsFor('basic@corner-basics.test')).toEqual([]);
  });

  it.each(['associate@retailer.test', 'spectator@partner-insights.test', 'superadmin@partner-insights.test'])(
    'refuses %s: internal users request access themselves',
    async (email) => {
      const response = await callApi(portal.app, PATH, { cookie: await signIn(portal.app, email) });
      expect(await errorMessageOf(response, 403)).toBe(INTERNAL_USERS_REQUEST_MESSAGE);
    },
  );

  it('asks a visitor to sign in', async () => {
    expect(await errorMessageOf(await callApi(portal.app, PATH), 401)).toBe(SESSION_ERROR_MESSAGES.missingToken);
  });
});
