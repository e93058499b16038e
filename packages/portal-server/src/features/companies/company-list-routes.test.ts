import {
  CompanyListPageSchema,
  CompanyStatusesSchema,
  CompanyTypeOptionsSchema,
  UserCompaniesSchema,
  type CompanyListPage,
} from '@partner-insights/contracts';
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
import { NOT_YOUR_COMPANIES_MESSAGE } from './company-list-routes';
import { GENERATED_COMPANY_COUNT } from './seed/generated-companies';

const SUPER_ADMIN = 'superadmin@partner-insights.test';
const SPECTATOR = 'spectator@partner-insights.test';
const ACME_ADMIN = 'admin@acme-foods.test';
const SPONSORED = 'sponsored@brightside-agency.test';

describe.each(testDatabaseTargets)('the company list on $name', (target) => {
  let portal: SeededTestApp;
  let superAdmin: string;

  const listPage = async (query: string, cookie = superAdmin): Promise<CompanyListPage> => {
    const response = await callApi(portal.app, `/api/companies${query}`, { cookie });
    expect(response.status).toBe(200);
    return v.parse(CompanyListPageSchema, await response.json());
  };

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    superAdmin = await signIn(portal.app, SUPER_ADMIN);
  });

  afterAll(() => portal?.close());

  it('lists every company by name, 500 from page 0 by default, across the three markets', async () => {
    const first = await listPage('');
    expect(first.page).toBe(0);
    expect(first.pageSize).toBe(500);
    expect(first.items).toHaveLength(500);
    expect(first.total).toBeGreaterThan(GENERATED_COMPANY_COUNT);
    const names = first.items.map(({ companyName }) => companyName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(new Set(first.items.map(({ market }) => market))).toEqual(new Set(['US', 'MX', 'CA']));
    expect(first.items[0]).not.toHaveProperty('associatedProducts');

    const second = await listPage('?page=1');
    expect(second.items).toHaveLength(first.total - 500);
    expect(second.items.some(({ id }) => first.items.some((row) => row.id === id))).toBe(false);
  });

  it('searches names and primary contacts, and filters by type and status', async () => {
    const maple = await listPage('?search=maple%20goods');
    expect(maple.items.map(({ companyName }) => companyName)).toContain('Maple Goods');
    expect(maple.items[0]?.adminEmail).toBeTruthy();

    const agencies = await listPage('?companyTypes=THIRD_PARTY_AGENCY&statuses=INACTIVE&pageSize=25');
    expect(agencies.total).toBeGreaterThan(0);
    expect(agencies.items.every((row) => row.uiCompanyType === '3P Partner' && row.status === 'INACTIVE')).toBe(true);

    const byContact = await listPage('?sortBy=adminEmail&sortOrder=DESC&pageSize=25');
    const contacts = byContact.items.map(({ adminEmail }) => adminEmail);
    expect(contacts).toEqual([...contacts].sort().reverse());
  });

  it('counts only ACTIVE associated products as subscribed, and lists them all with showProducts', async () => {
    const { items } = await listPage('?showProducts=true&search=Cedar&pageSize=100');
    const withInactive = items.find((row) => row.associatedProducts?.some(({ status }) => status === 'INACTIVE'));
    expect(withInactive).toBeDefined();
    const active = withInactive?.associatedProducts?.filter(({ status }) => status === 'ACTIVE') ?? [];
    expect(withInactive?.subscribedProduct).toHaveLength(active.length);
  });

  it('answers the company types and the statuses of the chosen types', async () => {
    const types = v.parse(
      CompanyTypeOptionsSchema,
      await (await callApi(portal.app, '/api/companies/types', { cookie: superAdmin })).json(),
    );
    expect(types).toContainEqual({ id: 'THIRD_PARTY_AGENCY', label: '3P Partner' });
    const statuses = await callApi(portal.app, '/api/companies/statuses?companyTypes=SUPPLIER,THIRD_PARTY_AGENCY', {
      cookie: superAdmin,
    });
    expect(v.parse(CompanyStatusesSchema, await statuses.json())).toEqual(['ACTIVE', 'INACTIVE']);
  });

  it('lets a spectator read the list', async () => {
    const spectator = await signIn(portal.app, SPECTATOR);
    expect((await callApi(portal.app, '/api/companies?pageSize=25', { cookie: spectator })).status).toBe(200);
  });

  it('refuses a supplier admin and a visitor every company list call', async () => {
    const admin = await signIn(portal.app, ACME_ADMIN);
    for (const path of ['/api/companies', '/api/companies/types', '/api/companies/statuses']) {
      expect(await errorMessageOf(await callApi(portal.app, path, { cookie: admin }), 403)).toBe(NOT_PERMITTED_MESSAGE);
      expect((await callApi(portal.app, path)).status).toBe(401);
    }
  });

  it('answers a sponsored supplier their companies, the home one first, and refuses someone else’s', async () => {
    const sponsored = await signIn(portal.app, SPONSORED);
    const response = await callApi(portal.app, `/api/users/companies?loginId=${SPONSORED}`, { cookie: sponsored });
    expect(response.status).toBe(200);
    const companies = v.parse(UserCompaniesSchema, await response.json());
    expect(companies.length).toBeGreaterThan(1);
    expect(companies[0]?.companyName).toBe('Brightside Agency');

    const theirs = await callApi(portal.app, `/api/users/companies?loginId=${ACME_ADMIN}`, { cookie: sponsored });
    expect(await errorMessageOf(theirs, 403)).toBe(NOT_YOUR_COMPANIES_MESSAGE);
    const bySuperAdmin = await callApi(portal.app, `/api/users/companies?loginId=${SPONSORED}`, { cookie: superAdmin });
    expect(v.parse(UserCompaniesSchema, await bySuperAdmin.json())).toEqual(companies);
  });
});
