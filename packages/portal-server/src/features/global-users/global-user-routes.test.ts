import { GlobalUserFilterValuesSchema, GlobalUserPageSchema, type GlobalUserPage } from '@partner-insights/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_PERMITTED_MESSAGE } from '../../platform/policy/guard';
import {
  callApi,
  errorMessageOf,
  openSeededTestApp,
  signIn,
  type SeededTestApp,
} from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';

const SUPER_ADMIN = 'superadmin@partner-insights.test';
const SPECTATOR = 'spectator@partner-insights.test';
const ACME_ADMIN = 'admin@acme-foods.test';

describe.each(testDatabaseTargets)('global user management on $name', (target) => {
  let portal: SeededTestApp;
  let superAdmin: string;

  const search = async (query: string, body: object, cookie = superAdmin): Promise<GlobalUserPage> => {
    const response = await callApi(portal.app, `/api/users${query}`, { method: 'POST', cookie, body });
    expect(response.status).toBe(200);
    return v.parse(GlobalUserPageSchema, await response.json());
  };

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    superAdmin = await signIn(portal.app, SUPER_ADMIN);
  });

  afterAll(() => portal?.close());

  it('pages through thousands of external users by name, ten from page 0 by default', async () => {
    const first = await search('', {});
    expect(first.pageNo).toBe(0);
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(3_000);
    const names = first.items.map(({ lastName, firstName }) => `${lastName} ${firstName}`);
    expect(names).toEqual([...names].sort());
    const third = await search('?pageNo=2&pageSize=10', {});
    expect(third.items.some(({ loginId }) => first.items.some((row) => row.loginId === loginId))).toBe(false);
    expect(first.items.every(({ companyName, uiCompanyType }) => companyName && uiCompanyType)).toBe(true);
  });

  it('lists each internal tab apart', async () => {
    const tabs = await Promise.all(
      ['INTERNAL', 'INTERNAL_MERCHANT', 'INTERNAL_ASSET_PROTECTION'].map((userType) =>
        search(`?userType=${userType}&pageSize=100`, {}),
      ),
    );
    for (const tab of tabs) expect(tab.total).toBeGreaterThan(100);
    const [associates, merchants, assetProtection] = tabs.map(
      (tab) => new Set(tab.items.map(({ loginId }) => loginId)),
    );
    expect([...(merchants ?? [])].some((loginId) => associates?.has(loginId) || assetProtection?.has(loginId))).toBe(
      false,
    );
    expect(tabs[1]?.items.every(({ sbu, buoAreaNumber }) => sbu && buoAreaNumber)).toBe(true);
  });

  it('searches and filters by role, attribute, SBU, product and company together', async () => {
    const found = await search('?pageSize=25', { search: 'maple-goods' });
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every(({ email }) => email.includes('maple-goods'))).toBe(true);
    // Whole words, found by their start, in any case: not a part inside a word.
    expect((await search('?pageSize=25', { search: 'Goods MAPL' })).items).toEqual(found.items);
    expect((await search('?pageSize=25', { search: 'aple-goods' })).total).toBe(0);
    // A short word with longer ones is still the start of a word (every address ends in .test).
    expect((await search('?pageSize=25', { search: 'maple-goods t' })).items).toEqual(found.items);
    expect((await search('?pageSize=25', { search: 'maple-goods zq' })).total).toBe(0);

    const admins = await search('?pageSize=100&sortBy=email&sortOrder=DESC', {
      filters: { roles: ['SUPPLIER_ADMIN'], products: ['SHOPPER_BEHAVIOR'] },
    });
    expect(admins.total).toBeGreaterThan(0);
    expect(admins.items.every(({ role, appAccess }) => role === 'SUPPLIER_ADMIN' && appAccess.length > 0)).toBe(true);
    const emails = admins.items.map(({ email }) => email);
    expect(emails).toEqual([...emails].sort().reverse());

    const grocery = await search('?userType=INTERNAL&pageSize=100', {
      filters: { sbu: ['Grocery'], attributes: ['Buyer'] },
    });
    expect(grocery.total).toBeGreaterThan(0);
    expect(grocery.items.every(({ sbu }) => sbu === 'Grocery')).toBe(true);

    const companyId = found.items[0]?.companyId ?? '';
    const ofCompany = await search('?pageSize=100', { filters: { companyIds: [companyId] } });
    expect(ofCompany.items.every((row) => row.companyId === companyId)).toBe(true);
  });

  it('answers the roles, attributes and SBU to filter by', async () => {
    for (const [path, expected] of [
      ['roles', 'SUPPLIER_ADMIN'],
      ['attributes', 'Buyer'],
      ['sbu', 'Grocery'],
    ] as const) {
      const response = await callApi(portal.app, `/api/users/filters/${path}`, { cookie: superAdmin });
      expect(v.parse(GlobalUserFilterValuesSchema, await response.json())).toContain(expected);
    }
  });

  it('exports every match as a spreadsheet with the page’s columns', async () => {
    const body = { filters: { sbu: ['Apparel'] } };
    const matches = await search('?userType=INTERNAL_MERCHANT&pageSize=10', body);
    const response = await callApi(portal.app, '/api/users/export?userType=INTERNAL_MERCHANT', {
      method: 'POST',
      cookie: superAdmin,
      body,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('global-users-internal-merchant.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Name');
    expect(sheet?.getRow(1).getCell(8).value).toBe('Blackout/SBU');
    expect(sheet?.actualRowCount).toBe(matches.total + 1);
  });

  it('lets a spectator search and export, for searching changes nothing', async () => {
    const spectator = await signIn(portal.app, SPECTATOR);
    expect((await search('', { search: 'ana' }, spectator)).total).toBeGreaterThan(0);
    const exported = await callApi(portal.app, '/api/users/export', { method: 'POST', cookie: spectator, body: {} });
    expect(exported.status).toBe(200);
    await exported.arrayBuffer();
  });

  it('finds users as their names, company, profile and access change', async () => {
    const { db } = portal.database;
    const [user] = (await search('?pageSize=10', { search: 'maple-goods' })).items;
    const loginId = user?.loginId ?? '';
    const found = (filters: object) => search('?pageSize=10', { search: 'zyxwvut', filters });
    await db.execute(sql`update users set last_name = 'Zyxwvut' where login_id = ${loginId}`);
    expect((await found({})).items.map((row) => row.loginId)).toEqual([loginId]);

    await db.execute(sql`
      insert into user_org_profiles (user_id, sbu, attributes)
      select id, 'Quartz', array['Quartz Lead'] from users where login_id = ${loginId}
      on conflict (user_id) do update set sbu = excluded.sbu, attributes = excluded.attributes`);
    expect((await found({ sbu: ['Quartz'] })).total).toBe(1);
    // Attributes alone, or products alone, are counted from the directory's facets, without a search.
    const alone = async (filters: object) => (await search('?pageSize=10', { filters })).total;
    expect(await alone({ attributes: ['Quartz Lead', 'Buyer'] })).toBe((await alone({ attributes: ['Buyer'] })) + 1);

    const access = sql`from product_access where user_id = (select id from users where login_id = ${loginId})`;
    const holders = await alone({ products: ['SHOPPER_BEHAVIOR'] });
    await db.execute(sql`delete ${access}`);
    expect((await found({ products: ['SHOPPER_BEHAVIOR'] })).total).toBe(0);
    expect(await alone({ products: ['SHOPPER_BEHAVIOR'] })).toBe(holders - 1);
    await db.execute(sql`
      insert into product_access (user_id, product_id, status)
      select u.id, p.id, 'ACCESS_COMPLETE' from users u, products p
      where u.login_id = ${loginId} and p.code = 'SHOPPER_BEHAVIOR'`);
    expect((await found({ products: ['SHOPPER_BEHAVIOR'] })).total).toBe(1);
    expect(await alone({ products: ['SHOPPER_BEHAVIOR'] })).toBe(holders);

    await db.execute(sql`update companies set name = 'Zzzzz Renamed Goods' where id = ${user?.companyId ?? null}`);
    const [last] = (await search('?pageSize=10&sortBy=companyName&sortOrder=DESC', {})).items;
    expect(last?.companyName).toBe('Zzzzz Renamed Goods');
  });

  it('refuses a supplier admin every call, and an invalid filter', async () => {
    const admin = await signIn(portal.app, ACME_ADMIN);
    const post = (path: string) => callApi(portal.app, path, { method: 'POST', cookie: admin, body: {} });
    expect(await errorMessageOf(await post('/api/users'), 403)).toBe(NOT_PERMITTED_MESSAGE);
    expect(await errorMessageOf(await post('/api/users/export'), 403)).toBe(NOT_PERMITTED_MESSAGE);
    for (const path of ['roles', 'attributes', 'sbu']) {
      const response = await callApi(portal.app, `/api/users/filters/${path}`, { cookie: admin });
      expect(await errorMessageOf(response, 403)).toBe(NOT_PERMITTED_MESSAGE);
    }
    const invalid = await callApi(portal.app, '/api/users?userType=EVERYONE', {
      method: 'POST',
      cookie: superAdmin,
      body: {},
    });
    expect(invalid.status).toBe(400);
    const badRole = await callApi(portal.app, '/api/users', {
      method: 'POST',
      cookie: superAdmin,
      body: { filters: { roles: ['KING'] } },
    });
    expect(badRole.status).toBe(400);
  });
});
