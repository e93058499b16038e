import { LaunchCatalogueSchema, RestrictedLaunchInfoSchema, SESSION_ERROR_MESSAGES } from '@partner-insights/contracts';
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
import { seedDatabase } from '../../platform/db/seed/seed-database';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { productTexts } from './launch-list.schema';

const US_PRODUCTION = [
  'SHOPPER_BEHAVIOR',
  'REPORT_BUILDER',
  'CHANNEL_INSIGHTS',
  'CUSTOMER_PERCEPTION',
  'DIGITAL_LANDSCAPES',
  'INSIGHTS_ACTIVATION',
  'MODULAR_INTELLIGENCE',
];

describe.each(testDatabaseTargets)('the launch list on $name', (target) => {
  let portal: SeededTestApp;

  const catalogueOf = async (email: string, call: ApiCall = {}) => {
    const response = await callApi(portal.app, '/api/products', { ...call, cookie: await signIn(portal.app, email) });
    expect(response.status).toBe(200);
    return v.parse(LaunchCatalogueSchema, await response.json());
  };
  const codesOf = async (email: string, call?: ApiCall) =>
    (await catalogueOf(email, call)).products.map(({ code }) => code);

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
  });

  afterAll(() => portal?.close());

  describe('GET /api/products', () => {
    it('lists the 7 US products in production, in order', async () => {
      expect(await codesOf('admin@acme-foods.test')).toEqual(US_PRODUCTION);
      expect(await codesOf('admin@acme-foods.test', { host: 'us.localhost:3000' })).toEqual(US_PRODUCTION);
    });

    it('adds Customer Pulse on a non-production US host', async () => {
      expect(await codesOf('admin@acme-foods.test', { host: 'us.dev.localhost:3000' })).toEqual([
        ...US_PRODUCTION,
        'CUSTOMER_PULSE',
      ]);
    });

    it.each(['mx.localhost:3000', 'ca.localhost:3000', 'mx.qa.localhost:3000'])(
      'lists Shopper Behavior and Report Builder on %s',
      async (host) => {
        expect(await codesOf('admin@nopal-foods.test', { host })).toEqual(['SHOPPER_BEHAVIOR', 'REPORT_BUILDER']);
      },
    );

    it('shows Report Builder’s Learn more as coming soon on MX only', async () => {
      const learnMoreOf = async (host: string) =>
        (await catalogueOf('admin@nopal-foods.test', { host })).products.find(({ code }) => code === 'REPORT_BUILDER')
          ?.learnMore;
      expect(await learnMoreOf('mx.localhost')).toEqual({ comingSoon: true });
      expect(await learnMoreOf('ca.localhost')).toMatchObject({ comingSoon: false, title: expect.any(String) });
    });

    it('describes a tile fully, and hides the restricted ones from US users without access', async () => {
      const { categories, products } = await catalogueOf('user@acme-foods.test');
      expect(categories).toEqual([
        { id: 'KNOW_YOUR_CUSTOMER', title: 'Know your customer' },
        { id: 'KNOW_YOUR_SUPPLIER', title: 'Know your supplier' },
      ]);
      expect(products[0]).toEqual({
        id: expect.any(String),
        code: 'SHOPPER_BEHAVIOR',
        title: 'Shopper Behavior',
        description: 'See who buys your products, how often, and what else goes in their basket.',
        icon: 'basket',
        footer: 'New access can take up to 2 business days.',
        category: 'KNOW_YOUR_CUSTOMER',
        redirectUrl: expect.stringMatching(/^https:\/\//),
        isNewTab: true,
        hideWhenNoAccess: [],
        analyticsID: 'launch-shopper-behavior',
        learnMore: {
          comingSoon: false,
          title: 'Understand the shoppers behind your sales',
          description: expect.any(String),
          keyNotes: expect.arrayContaining([expect.any(String)]),
          audience: expect.stringMatching(/^Charter suppliers/),
          howToGetAccess: expect.stringMatching(/^Select “Request access”/),
          imageKey: null,
          subText: 'New access can take up to 2 business days.',
          analyticsID: 'learn-more-shopper-behavior',
        },
        accessStatus: 'ACCESS_COMPLETE',
      });
      expect(products.find(({ code }) => code === 'MODULAR_INTELLIGENCE')).toMatchObject({
        hideWhenNoAccess: ['US'],
        learnMore: null,
        accessStatus: null,
      });
    });

    it('gives every product its own icon', async () => {
      const { products } = await catalogueOf('admin@acme-foods.test', { host: 'us.dev.localhost:3000' });
      const icons = products.map(({ icon }) => icon);
      expect(new Set(icons).size).toBe(products.length);
    });

    it.each(['en-US', 'es-MX', 'fr-CA'])(
      'tells in %s what each app does, who may use it and how to get access',
      async (acceptLanguage) => {
        const { products } = await catalogueOf('user@acme-foods.test', { acceptLanguage });
        const stories = products.flatMap(({ learnMore }) => (learnMore && !learnMore.comingSoon ? [learnMore] : []));
        expect(stories).toHaveLength(6);
        for (const { description, audience, howToGetAccess } of stories) {
          expect([description, audience, howToGetAccess]).toEqual([
            expect.any(String),
            expect.any(String),
            expect.any(String),
          ]);
        }
        expect(new Set(stories.map(({ audience }) => audience)).size).toBe(stories.length);
      },
    );

    it('completes, at the next start, learn-more texts seeded before they said who and how', async () => {
      const { db } = portal.database;
      await db.update(productTexts).set({ learnMoreAudience: null, learnMoreHowToGetAccess: null });
      expect(await seedDatabase(db, { demoData: false })).toEqual({ referenceData: true, demoData: false });
      const [story] = (await catalogueOf('user@acme-foods.test', { acceptLanguage: 'fr-CA' })).products.flatMap(
        ({ learnMore }) => (learnMore && !learnMore.comingSoon ? [learnMore] : []),
      );
      expect(story?.audience).toMatch(/^Les fournisseurs charter/);
      expect(story?.howToGetAccess).toMatch(/^Sélectionnez «\u00a0Demander l’accès\u00a0»/);
    });

    it('answers each user’s own access', async () => {
      const accessOf = async (email: string) =>
        Object.fromEntries((await catalogueOf(email)).products.map(({ code, accessStatus }) => [code, accessStatus]));
      expect(await accessOf('user@acme-foods.test')).toMatchObject({
        SHOPPER_BEHAVIOR: 'ACCESS_COMPLETE',
        REPORT_BUILDER: 'ACCESS_PENDING',
        CHANNEL_INSIGHTS: null,
      });
      expect(Object.values(await accessOf('associate@retailer.test')).filter(Boolean)).toEqual(['ACCESS_COMPLETE']);
      expect(await accessOf('admin@acme-foods.test')).toMatchObject({
        REPORT_BUILDER: 'ACCESS_COMPLETE',
        INSIGHTS_ACTIVATION: 'ACCESS_COMPLETE',
        MODULAR_INTELLIGENCE: null,
      });
    });

    it.each([
      ['es-MX', 'es-MX,es;q=0.9,en;q=0.8', 'Conozca a su cliente', 'Descubra quién compra'],
      ['fr-CA', 'fr-CA', 'Connaître votre clientèle', 'Voyez qui achète'],
      ['en-US for a language the portal lacks', 'de-DE,de;q=0.9', 'Know your customer', 'See who buys'],
    ])('answers the texts in %s', async (_, acceptLanguage, categoryTitle, description) => {
      const { categories, products } = await catalogueOf('admin@maple-goods.test', {
        host: 'ca.localhost',
        acceptLanguage,
      });
      expect(categories[0]?.title).toBe(categoryTitle);
      expect(products[0]?.description).toMatch(new RegExp(`^${description}`));
    });

    it('says "Missing token" without a session', async () => {
      expect(await errorMessageOf(await callApi(portal.app, '/api/products'), 401)).toBe(
        SESSION_ERROR_MESSAGES.missingToken,
      );
    });
  });

  describe('GET /api/v1/products', () => {
    it('lists the products in a restricted launch', async () => {
      const response = await callApi(portal.app, '/api/v1/products', {
        cookie: await signIn(portal.app, 'admin@acme-foods.test'),
      });
      expect(response.status).toBe(200);
      expect(v.parse(RestrictedLaunchInfoSchema, await response.json())).toEqual([
        { code: 'CUSTOMER_PULSE', restricted_launch_flag: 'alpha' },
        { code: 'INSIGHTS_ACTIVATION', restricted_launch_flag: 'beta' },
      ]);
    });

    it('says "Missing token" without a session', async () => {
      expect(await errorMessageOf(await callApi(portal.app, '/api/v1/products'), 401)).toBe(
        SESSION_ERROR_MESSAGES.missingToken,
      );
    });
  });
});
