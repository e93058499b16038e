import {
  AccessRequestCreatedSchema,
  LaunchCatalogueSchema,
  ProductAccessPageSchema,
  SESSION_ERROR_MESSAGES,
} from '@partner-insights/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  errorMessageOf,
  openSeededTestApp,
  signIn,
  type ApiCall,
  type SeededTestApp,
} from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { companies, users } from '../identity';
import { productAccess } from '../launch-list';
import { accessRequestProducts, accessRequests } from './profile.schema';

/** The internal associate and the category manager, by login id. */
const ASSOCIATE = { email: 'associate@retailer.test', loginId: 'tbecker' };
const CATEGORY_MANAGER = { email: 'catman@retailer.test', loginId: 'aokafor' };

describe.each(testDatabaseTargets)('request access on $name', (target) => {
  let portal: SeededTestApp;
  let retailerId: string;

  const accessPath = (loginId: string, query = '') => `/api/v1/identity/users/${loginId}/access${query}`;
  const requestsPath = (loginId: string) => `/api/v1/identity/users/${loginId}/access-requests`;
  const storedRequests = () => portal.database.db.$count(accessRequests);
  const accessRowsOf = async (email: string) => {
    const [user] = await portal.database.db.select().from(users).where(eq(users.email, email));
    return portal.database.db.$count(productAccess, eq(productAccess.userId, user?.id ?? ''));
  };

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    const [retailer] = await portal.database.db.select().from(companies).where(eq(companies.name, 'Retailer'));
    retailerId = retailer?.id ?? '';
  });

  afterAll(() => portal?.close());

  describe('GET /api/v1/identity/users/:loginId/access', () => {
    const pageOf = async ({ email, loginId }: typeof ASSOCIATE, query = '', call: ApiCall = {}) => {
      const response = await callApi(portal.app, accessPath(loginId, query), {
        ...call,
        cookie: await signIn(portal.app, email),
      });
      expect(response.status).toBe(200);
      return v.parse(ProductAccessPageSchema, await response.json());
    };

    it('lists the first 10 of the market’s products with the user’s access', async () => {
      const page = await pageOf(ASSOCIATE);
      expect(page).toMatchObject({ page: 1, page_size: 10, total: 7 });
      expect(page.items).toHaveLength(7);
      expect(page.items[0]).toEqual({
        code: 'SHOPPER_BEHAVIOR',
        title: 'Shopper Behavior',
        description: expect.stringMatching(/^See who buys/),
        accessStatus: 'ACCESS_COMPLETE',
      });
      expect(page.items.slice(1).map(({ accessStatus }) => accessStatus)).toEqual(Array(6).fill(null));
    });

    it('pages through them', async () => {
      const page = await pageOf(ASSOCIATE, '?page=2&page_size=3');
      expect(page).toMatchObject({ page: 2, page_size: 3, total: 7 });
      expect(page.items.map(({ code }) => code)).toEqual([
        'CUSTOMER_PERCEPTION',
        'DIGITAL_LANDSCAPES',
        'INSIGHTS_ACTIVATION',
      ]);
    });

    it('searches titles case-insensitively, taking % and _ literally', async () => {
      expect((await pageOf(ASSOCIATE, '?search=CUSTOMER')).items.map(({ code }) => code)).toEqual([
        'CUSTOMER_PERCEPTION',
      ]);
      for (const wildcard of ['%25', '_']) {
        expect(await pageOf(ASSOCIATE, `?search=${wildcard}`)).toMatchObject({ items: [], total: 0 });
      }
    });

    it('follows the host’s market and environment and the reader’s language', async () => {
      const page = await pageOf(ASSOCIATE, '', { host: 'us.dev.localhost', acceptLanguage: 'es-MX' });
      expect(page.total).toBe(8);
      expect(page.items[0]?.description).toMatch(/^Descubra quién compra/);
      expect((await pageOf(ASSOCIATE, '', { host: 'mx.localhost' })).total).toBe(2);
    });

    it('refuses a malformed query with 400', async () => {
      const cookie = await signIn(portal.app, ASSOCIATE.email);
      for (const query of ['?page=0', '?page_size=500', '?page=two']) {
        await errorMessageOf(await callApi(portal.app, accessPath(ASSOCIATE.loginId, query), { cookie }), 400);
      }
    });

    it('refuses external users and another user’s list', async () => {
      const external = await signIn(portal.app, 'admin@acme-foods.test');
      await errorMessageOf(await callApi(portal.app, accessPath('admin@acme-foods.test'), { cookie: external }), 403);
      const associate = await signIn(portal.app, ASSOCIATE.email);
      await errorMessageOf(await callApi(portal.app, accessPath(CATEGORY_MANAGER.loginId), { cookie: associate }), 403);
    });

    it('says "Missing token" without a session', async () => {
      expect(await errorMessageOf(await callApi(portal.app, accessPath(ASSOCIATE.loginId)), 401)).toBe(
        SESSION_ERROR_MESSAGES.missingToken,
      );
    });
  });

  describe('POST /api/v1/identity/users/:loginId/access-requests', () => {
    const requestAs = async (
      { email, loginId }: typeof ASSOCIATE,
      body: Record<string, unknown>,
      pathLoginId = loginId,
    ) =>
      callApi(portal.app, requestsPath(pathLoginId), {
        method: 'POST',
        cookie: await signIn(portal.app, email),
        body: { tenant_id: retailerId, userId: loginId, requestor_note: '', ...body },
      });

    it('files the request and turns the products pending on the launch list', async () => {
      const response = await requestAs(CATEGORY_MANAGER, {
        products: ['REPORT_BUILDER', 'CHANNEL_INSIGHTS'],
        requestor_note: 'Needed for the Q3 category review',
      });
      expect(response.status).toBe(201);
      expect(v.parse(AccessRequestCreatedSchema, await response.json())).toEqual({
        products: [
          { code: 'REPORT_BUILDER', accessStatus: 'ACCESS_PENDING' },
          { code: 'CHANNEL_INSIGHTS', accessStatus: 'ACCESS_PENDING' },
        ],
      });

      const launchList = await callApi(portal.app, '/api/products', {
        cookie: await signIn(portal.app, CATEGORY_MANAGER.email),
      });
      const { products } = v.parse(LaunchCatalogueSchema, await launchList.json());
      expect(Object.fromEntries(products.map(({ code, accessStatus }) => [code, accessStatus]))).toMatchObject({
        REPORT_BUILDER: 'ACCESS_PENDING',
        CHANNEL_INSIGHTS: 'ACCESS_PENDING',
      });

      const [stored] = await portal.database.db
        .select()
        .from(accessRequests)
        .where(eq(accessRequests.requestorNote, 'Needed for the Q3 category review'));
      expect(stored).toMatchObject({ companyId: retailerId, status: 'OPEN' });
      expect(
        await portal.database.db.$count(accessRequestProducts, eq(accessRequestProducts.requestId, stored?.id ?? '')),
      ).toBe(2);
    });

    it('takes a product already pending again', async () => {
      const response = await requestAs(CATEGORY_MANAGER, { products: ['REPORT_BUILDER'] });
      expect(response.status).toBe(201);
    });

    it.each([
      ['an unknown product code', { products: ['TIME_MACHINE'] }],
      ['a product the market does not offer', { products: ['CUSTOMER_PULSE'] }],
      ['a product the user already has', { products: ['DIGITAL_LANDSCAPES', 'SHOPPER_BEHAVIOR'] }],
      ['no products', { products: [] }],
      ['a note over 500 characters', { products: ['DIGITAL_LANDSCAPES'], requestor_note: 'x'.repeat(501) }],
    ])('refuses %s with 400 and stores nothing', async (_, body) => {
      const [requestsBefore, accessBefore] = [await storedRequests(), await accessRowsOf(ASSOCIATE.email)];
      await errorMessageOf(await requestAs(ASSOCIATE, body), 400);
      expect([await storedRequests(), await accessRowsOf(ASSOCIATE.email)]).toEqual([requestsBefore, accessBefore]);
    });

    it('names the codes it refuses', async () => {
      const response = await requestAs(ASSOCIATE, { products: ['SHOPPER_BEHAVIOR'] });
      expect(await response.json()).toMatchObject({
        error: { message: 'You already have access to these products', details: { codes: ['SHOPPER_BEHAVIOR'] } },
      });
    });

    it('refuses another company, another user and external users with 403, storing nothing', async () => {
      const requestsBefore = await storedRequests();
      const [acme] = await portal.database.db.select().from(companies).where(eq(companies.name, 'Acme Foods'));
      const refused = [
        await requestAs(ASSOCIATE, { products: ['DIGITAL_LANDSCAPES'], tenant_id: acme?.id }),
        await requestAs(ASSOCIATE, { products: ['DIGITAL_LANDSCAPES'], userId: CATEGORY_MANAGER.loginId }),
        await requestAs(ASSOCIATE, { products: ['DIGITAL_LANDSCAPES'] }, CATEGORY_MANAGER.loginId),
        await requestAs(
          { email: 'admin@acme-foods.test', loginId: 'admin@acme-foods.test' },
          { products: ['CHANNEL_INSIGHTS'], tenant_id: acme?.id },
        ),
      ];
      for (const response of refused) await errorMessageOf(response, 403);
      expect(await storedRequests()).toBe(requestsBefore);
    });

    it('says "Missing token" without a session', async () => {
      const response = await callApi(portal.app, requestsPath(ASSOCIATE.loginId), {
        method: 'POST',
        body: { tenant_id: retailerId, userId: ASSOCIATE.loginId, requestor_note: '', products: ['REPORT_BUILDER'] },
      });
      expect(await errorMessageOf(response, 401)).toBe(SESSION_ERROR_MESSAGES.missingToken);
    });
  });
});
