import { SESSION_ERROR_MESSAGES, UserDetailsSchema } from '@partner-insights/contracts';
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

describe.each(testDatabaseTargets)('PUT /api/companies/:companyId/users/profile on $name', (target) => {
  let portal: SeededTestApp;

  const companyIdOf = async (name: string) => {
    const [company] = await portal.database.db.select().from(companies).where(eq(companies.name, name));
    if (!company) throw new Error(`No company ${name}`);
    return company.id;
  };
  const profileOf = async (email: string) => {
    const [user] = await portal.database.db
      .select({ firstName: users.firstName, lastName: users.lastName, phone: users.phone })
      .from(users)
      .where(eq(users.email, email));
    return user;
  };
  const put = async (email: string, companyName: string, body: unknown) =>
    callApi(portal.app, `/api/companies/${await companyIdOf(companyName)}/users/profile`, {
      method: 'PUT',
      cookie: await signIn(portal.app, email),
      body,
    });

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
  });

  afterAll(() => portal?.close());

  it('stores the user’s trimmed name and phone and answers the updated user details', async () => {
    const response = await put('user@acme-foods.test', 'Acme Foods', {
      first_name: '  Kevin J. ',
      last_name: 'Patel-Shah',
      phone_number: '+1 (312) 555-0177',
    });
    expect(response.status).toBe(200);
    const details = v.parse(UserDetailsSchema, await response.json());
    expect(details).toMatchObject({
      first_name: 'Kevin J.',
      last_name: 'Patel-Shah',
      phone_number: '+1 (312) 555-0177',
      login_id: 'user@acme-foods.test',
      tenant: { name: 'Acme Foods' },
      products: [{ product_id: 'SHOPPER_BEHAVIOR' }],
    });
    expect(await profileOf('user@acme-foods.test')).toEqual({
      firstName: 'Kevin J.',
      lastName: 'Patel-Shah',
      phone: '+1 (312) 555-0177',
    });
  });

  it('clears the phone number', async () => {
    const response = await put('admin@acme-foods.test', 'Acme Foods', {
      first_name: 'Laura',
      last_name: 'Chen',
      phone_number: null,
    });
    expect(response.status).toBe(200);
    expect((await profileOf('admin@acme-foods.test'))?.phone).toBeNull();
  });

  it.each([
    ['an empty first name', { first_name: '  ', last_name: 'Becker', phone_number: null }],
    ['a last name over 50 characters', { first_name: 'Tom', last_name: 'B'.repeat(51), phone_number: null }],
    ['a phone number with letters', { first_name: 'Tom', last_name: 'Becker', phone_number: 'call me maybe' }],
    ['no phone number field', { first_name: 'Tom', last_name: 'Becker' }],
  ])('refuses %s with 400 and stores nothing', async (_, body) => {
    const before = await profileOf('associate@retailer.test');
    await errorMessageOf(await put('associate@retailer.test', 'Retailer', body), 400);
    expect(await profileOf('associate@retailer.test')).toEqual(before);
  });

  it('refuses another company, even one the user also works for', async () => {
    const valid = { first_name: 'Priya', last_name: 'Nair', phone_number: null };
    await errorMessageOf(await put('admin@acme-foods.test', 'Nopal Foods', valid), 403);
    await errorMessageOf(await put('sponsored@brightside-agency.test', 'Acme Foods', valid), 403);
    await errorMessageOf(await put('superadmin@partner-insights.test', 'Acme Foods', valid), 403);
  });

  it('refuses the view-only spectator, even on their own company', async () => {
    const before = await profileOf('spectator@partner-insights.test');
    const response = await put('spectator@partner-insights.test', 'Retailer', {
      first_name: 'Marc',
      last_name: 'Bell',
      phone_number: null,
    });
    await errorMessageOf(response, 403);
    expect(await profileOf('spectator@partner-insights.test')).toEqual(before);
  });

  it('says "Missing token" without a session', async () => {
    const response = await callApi(portal.app, `/api/companies/${await companyIdOf('Acme Foods')}/users/profile`, {
      method: 'PUT',
      body: { first_name: 'Laura', last_name: 'Chen', phone_number: null },
    });
    expect(await errorMessageOf(response, 401)).toBe(SESSION_ERROR_MESSAGES.missingToken);
  });
});
