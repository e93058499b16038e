import { UserDetailsSchema } from '@partner-insights/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { callApi, errorMessageOf, openSeededTestApp, signIn, type SeededTestApp } from '../testing/seeded-test-app';
import { companyIdNamed } from '../testing/demo-records';
import { testDatabaseTargets } from '../testing/test-databases';
import { NOT_YOUR_COMPANY_MESSAGE, VIEW_ONLY_MESSAGE } from './guard';

const SUPER_ADMIN = 'superadmin@partner-insights.test';

describe.each(testDatabaseTargets)(
  'a company route, PUT /api/companies/:companyId/users/profile, on $name',
  (target) => {
    let portal: SeededTestApp;

    const companyIdOf = (name: string) => companyIdNamed(portal.database.db, name);
    const nameOf = async (email: string) => {
      const [user] = await portal.database.db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.email, email));
      return user;
    };
    const putProfile = (cookie: string, companyId: string, firstName: string) =>
      callApi(portal.app, `/api/companies/${companyId}/users/profile`, {
        method: 'PUT',
        cookie,
        body: { first_name: firstName, last_name: 'Tested', phone_number: null },
      });
    const chooseCompany = async (cookie: string, companyId: string) => {
      const chosen = await callApi(portal.app, `/api/users/set-context?companyId=${companyId}&reason=Support`, {
        cookie,
      });
      expect(chosen.status).toBe(200);
    };

    beforeAll(async () => {
      portal = await openSeededTestApp(target);
    });

    afterAll(() => portal?.close());

    it('refuses another company’s id with 403 before the handler runs', async () => {
      const cookie = await signIn(portal.app, 'admin@acme-foods.test');
      const before = await nameOf('admin@acme-foods.test');
      for (const companyId of [
        await companyIdOf('Nopal Foods'),
        'not-a-company',
        '00000000-0000-4000-8000-000000000000',
      ]) {
        expect(await errorMessageOf(await putProfile(cookie, companyId, 'Intruder'), 403)).toBe(
          NOT_YOUR_COMPANY_MESSAGE,
        );
      }
      expect(await nameOf('admin@acme-foods.test')).toEqual(before);
    });

    it('answers the company check before looking at the body', async () => {
      const cookie = await signIn(portal.app, 'admin@acme-foods.test');
      const response = await callApi(portal.app, `/api/companies/${await companyIdOf('Nopal Foods')}/users/profile`, {
        method: 'PUT',
        cookie,
        body: { nonsense: true },
      });
      expect(await errorMessageOf(response, 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);
    });

    it('refuses a super admin every company, its own included, until it chooses one', async () => {
      const cookie = await signIn(portal.app, SUPER_ADMIN);
      for (const name of ['Acme Foods', 'Retailer']) {
        expect(await errorMessageOf(await putProfile(cookie, await companyIdOf(name), 'Dana'), 403)).toBe(
          NOT_YOUR_COMPANY_MESSAGE,
        );
      }
    });

    it('lets a super admin act on the company chosen as context only', async () => {
      const cookie = await signIn(portal.app, SUPER_ADMIN);
      const acme = await companyIdOf('Acme Foods');
      await chooseCompany(cookie, acme);
      const golden = await companyIdOf('Golden Prairie Mills');
      expect(await errorMessageOf(await putProfile(cookie, golden, 'Dana'), 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);

      const response = await putProfile(cookie, acme, 'Dana');
      expect(response.status).toBe(200);
      expect(v.parse(UserDetailsSchema, await response.json()).tenant?.id).toBe(acme);
      expect(await nameOf(SUPER_ADMIN)).toEqual({ firstName: 'Dana', lastName: 'Tested' });
    });

    it('refuses the spectator, even on the company it chose to view', async () => {
      const cookie = await signIn(portal.app, 'spectator@partner-insights.test');
      const acme = await companyIdOf('Acme Foods');
      await chooseCompany(cookie, acme);
      expect(await errorMessageOf(await putProfile(cookie, acme, 'Marc'), 403)).toBe(VIEW_ONLY_MESSAGE);
    });

    it('lets a sponsored supplier past the company check on a company tagged to them, not on others', async () => {
      const cookie = await signIn(portal.app, 'sponsored@brightside-agency.test');
      // Past the company check, the profile's own rule wants the company the user acts for.
      const tagged = await putProfile(cookie, await companyIdOf('Golden Prairie Mills'), 'Priya');
      expect(await errorMessageOf(tagged, 403)).not.toBe(NOT_YOUR_COMPANY_MESSAGE);
      const other = await putProfile(cookie, await companyIdOf('Nopal Foods'), 'Priya');
      expect(await errorMessageOf(other, 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);
    });
  },
);
