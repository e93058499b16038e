import { BlockBannerSchema, PortalConfigurationSchema, SiteLanguagesSchema } from '@partner-insights/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, errorMessageOf, openSeededTestApp, type SeededTestApp } from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { blockBanners, marketFeatureFlags } from './configuration.schema';

describe.each(testDatabaseTargets)('the portal configuration on $name', (target) => {
  let portal: SeededTestApp;

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
  });

  afterAll(() => portal?.close());

  describe('GET /api/ccm', () => {
    const configurationOn = async (host: string) => {
      const response = await callApi(portal.app, '/api/ccm', { host });
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      return v.parse(PortalConfigurationSchema, await response.json());
    };

    it('answers the market, environment, experimentation key and flags, without a session', async () => {
      expect(await configurationOn('localhost:3000')).toEqual({
        market: 'US',
        environment: 'production',
        experimentationKey: 'local-experimentation',
        featureFlags: {
          'insights-activation-rollout': true,
          'wem-kb-rollout': true,
          'kb-search-rollout': true,
          'contact-us-a-b-test': false,
        },
        supportFormReading: 'optional',
        adminDenialReading: 'administrator',
      });
    });

    it('tells the app the support form reading the server validates by', async () => {
      const response = await callApi(portal.appWith({ supportFormReading: 'required' }), '/api/ccm');
      expect(v.parse(PortalConfigurationSchema, await response.json()).supportFormReading).toBe('required');
    });

    it('answers the flags of the host’s market and its environment', async () => {
      await portal.database.db
        .update(marketFeatureFlags)
        .set({ enabled: false })
        .where(eq(marketFeatureFlags.market, 'MX'));
      expect(await configurationOn('mx.qa.localhost:3000')).toMatchObject({
        market: 'MX',
        environment: 'non-production',
        featureFlags: { 'insights-activation-rollout': false, 'kb-search-rollout': false },
      });
      expect((await configurationOn('ca.localhost')).featureFlags['kb-search-rollout']).toBe(true);
    });
  });

  describe('GET /api/v1/identity/sites/:site', () => {
    it.each([
      ['US', ['en-US', 'es-MX', 'fr-CA']],
      ['MX', ['es-MX', 'en-US', 'fr-CA']],
      ['CA', ['en-US', 'fr-CA', 'es-MX']],
    ])('answers the languages %s offers, in its order', async (site, order) => {
      const response = await callApi(portal.app, `/api/v1/identity/sites/${site}`);
      expect(response.status).toBe(200);
      const { site_id, languages } = v.parse(SiteLanguagesSchema, await response.json());
      expect(site_id).toBe(site);
      expect(languages.map(({ id }) => id)).toEqual(order);
      expect(languages).toContainEqual({ id: 'es-MX', value: 'Español' });
      expect(languages).toContainEqual({ id: 'fr-CA', value: 'Français' });
      expect(languages).toContainEqual({ id: 'en-US', value: 'English' });
    });

    it.each(['UK', 'us', 'ALL'])('answers 404 for the unknown site %s', async (site) => {
      await errorMessageOf(await callApi(portal.app, `/api/v1/identity/sites/${site}`), 404);
    });
  });

  describe('GET /api/banner', () => {
    const bannerOn = async (host: string, acceptLanguage?: string) => {
      const response = await callApi(portal.app, '/api/banner', { host, acceptLanguage });
      expect(response.status).toBe(200);
      return v.parse(BlockBannerSchema, await response.json()).banner;
    };

    it('answers no banner while none is active', async () => {
      expect(await bannerOn('localhost')).toBeNull();
    });

    it('answers the active banner of the host’s market in the reader’s language', async () => {
      await portal.database.db.update(blockBanners).set({ active: true }).where(eq(blockBanners.market, 'US'));
      expect(await bannerOn('localhost', 'fr-CA,fr;q=0.9')).toEqual({
        id: expect.any(String),
        message: expect.stringMatching(/^Partner Insights sera indisponible/),
        linkText: 'Joindre le soutien',
        linkUrl: '/support',
      });
      expect((await bannerOn('us.localhost', 'es-MX'))?.message).toMatch(/^Partner Insights no estará disponible/);
      expect((await bannerOn('localhost'))?.message).toMatch(/^Partner Insights will be unavailable/);
      expect(await bannerOn('mx.localhost', 'es-MX')).toBeNull();
    });
  });
});
