import { AccessRequestListSchema, SESSION_ERROR_MESSAGES } from '@partner-insights/contracts';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOUR_COMPANY_MESSAGE } from '../../platform/policy/guard';
import { companyIdNamed } from '../../platform/testing/demo-records';
import {
  callApi,
  errorMessageOf,
  openSeededTestApp,
  type ApiCall,
  type SeededTestApp,
} from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { productTexts, products } from '../launch-list/launch-list.schema';
import { ACME_ADMIN, ACME_USER, SPECTATOR, SUPER_ADMIN, signInFor } from './access-review.fixture';
import { demoAccessRequests } from './seed/access-review-demo-data';

const openDemoRequestsOf = (company: string) =>
  demoAccessRequests.filter((request) => request.company === company && !request.decision);

describe.each(testDatabaseTargets)('GET /api/v1/identity/accounts/:tenantId/access-requests on $name', (target) => {
  let portal: SeededTestApp;
  let retailerId: string;
  let approver: string;

  const listPath = (companyId: string, query = '') => `/api/v1/identity/accounts/${companyId}/access-requests${query}`;
  const listOf = async (query = '', call: ApiCall = {}, companyId = retailerId) => {
    const response = await callApi(portal.app, listPath(companyId, query), { cookie: approver, ...call });
    expect(response.status).toBe(200);
    return v.parse(AccessRequestListSchema, await response.json());
  };

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    retailerId = await companyIdNamed(portal.database.db, 'Retailer');
    approver = await signInFor(portal, SUPER_ADMIN, 'Retailer');
  });

  afterAll(() => portal?.close());

  it('lists the company’s open requests, 10 to a page, with the requester, products, note and company', async () => {
    const open = openDemoRequestsOf('Retailer');
    const first = await listOf();
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: open.length });
    expect(first.items).toHaveLength(10);
    expect(first.items.every(({ companyName }) => companyName === 'Retailer')).toBe(true);

    const second = await listOf('?page=2');
    expect(second.items).toHaveLength(open.length - 10);
    const ids = [...first.items, ...second.items].map(({ id }) => id);
    expect(new Set(ids).size).toBe(open.length);

    const morales = [...first.items, ...second.items].find(({ loginId }) => loginId === 'jmorales');
    expect(morales).toEqual({
      id: expect.any(String),
      first_name: 'Julia',
      last_name: 'Morales',
      email: 'jmorales@retailer.test',
      loginId: 'jmorales',
      product_text: 'Channel Insights, Report Builder',
      products: ['CHANNEL_INSIGHTS', 'REPORT_BUILDER'],
      requestor_note: 'Reportes semanales de ventas',
      create_time: expect.any(String),
      companyName: 'Retailer',
    });
  });

  it('sorts by date, requester or company, either way, the same on every page', async () => {
    const all = async (query: string) => (await listOf(`?pageSize=25&${query}`)).items;
    const oldestFirst = (await all('sortBy=createdOn&sortOrder=ASC')).map(({ create_time }) => create_time);
    expect(oldestFirst).toEqual([...oldestFirst].sort());
    const newestFirst = (await all('sortBy=createdOn&sortOrder=DESC')).map(({ create_time }) => create_time);
    expect(newestFirst).toEqual([...oldestFirst].reverse());

    const byRequester = (await all('sortBy=requestedBy')).map(({ last_name }) => last_name.toLowerCase());
    expect(byRequester).toEqual([...byRequester].sort());
    const byRequesterDown = (await all('sortBy=requestedBy&sortOrder=DESC')).map(({ last_name }) => last_name);
    expect(byRequesterDown.map((name) => name.toLowerCase())).toEqual([...byRequester].reverse());

    // One company's rows all sort alike by company: the tiebreak keeps pages apart.
    const paged = [
      ...(await listOf('?sortBy=companyName&pageSize=10')).items,
      ...(await listOf('?sortBy=companyName&pageSize=10&page=2')).items,
    ];
    expect(new Set(paged.map(({ id }) => id)).size).toBe(openDemoRequestsOf('Retailer').length);
  });

  it('searches names, email, note and product titles, case-insensitively and literally', async () => {
    const found = async (search: string) =>
      (await listOf(`?pageSize=25&search=${encodeURIComponent(search)}`)).items.map(({ loginId }) => loginId).sort();
    expect(await found('MORALES')).toEqual(['jmorales']);
    expect(await found('sgagnon@retailer')).toEqual(['sgagnon']);
    expect(await found('holiday')).toEqual(['kchen']);
    expect(await found('modular intelligence')).toEqual(['bnguyen', 'lfischer']);
    expect(await found('%')).toEqual([]);
    const { total } = await listOf('?search=nobody-asks-this');
    expect(total).toBe(0);
  });

  it('titles the products in the reader’s language', async () => {
    const [pulse] = await portal.database.db.select().from(products).where(eq(products.code, 'CUSTOMER_PULSE'));
    await portal.database.db
      .update(productTexts)
      .set({ title: 'Pulso del Cliente' })
      .where(and(eq(productTexts.productId, pulse?.id ?? ''), eq(productTexts.locale, 'es-MX')));
    const titlesOfBecker = async (acceptLanguage: string) =>
      (await listOf('?search=becker', { acceptLanguage })).items.map(({ product_text }) => product_text);
    expect(await titlesOfBecker('es-MX')).toEqual(['Pulso del Cliente']);
    expect(await titlesOfBecker('en-US')).toEqual(['Customer Pulse']);
  });

  it('shows each company its own requests only', async () => {
    const acmeId = await companyIdNamed(portal.database.db, 'Acme Foods');
    const acmeAdmin = await signInFor(portal, ACME_ADMIN);
    const acme = await listOf('', { cookie: acmeAdmin }, acmeId);
    expect(acme.total).toBe(openDemoRequestsOf('Acme Foods').length);
    expect(acme.items.every(({ companyName }) => companyName === 'Acme Foods')).toBe(true);
    const other = await callApi(portal.app, listPath(retailerId), { cookie: acmeAdmin });
    expect(await errorMessageOf(other, 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);
  });

  it('lets the spectator read it in the company it views', async () => {
    const spectator = await signInFor(portal, SPECTATOR, 'Retailer');
    expect((await listOf('', { cookie: spectator })).total).toBe(openDemoRequestsOf('Retailer').length);
  });

  it('refuses a regular user with 403 and a visitor with 401', async () => {
    const acmeId = await companyIdNamed(portal.database.db, 'Acme Foods');
    const regular = await signInFor(portal, ACME_USER);
    expect(await errorMessageOf(await callApi(portal.app, listPath(acmeId), { cookie: regular }), 403)).toBe(
      NOT_YOUR_COMPANY_MESSAGE,
    );
    expect(await errorMessageOf(await callApi(portal.app, listPath(retailerId)), 401)).toBe(
      SESSION_ERROR_MESSAGES.missingToken,
    );
  });

  it('refuses a malformed query with 400', async () => {
    for (const query of ['?pageSize=7', '?page=0', '?sortBy=email', '?sortOrder=UP', `?search=${'x'.repeat(101)}`]) {
      await errorMessageOf(await callApi(portal.app, listPath(retailerId, query), { cookie: approver }), 400);
    }
  });
});
