import {
  FEATURE_FLAGS,
  LANGUAGE_NAMES,
  type FeatureFlag,
  type Locale,
  type Market,
  type PortalConfiguration,
  type SiteLanguages,
  type AdminDenialReading,
  type SupportFormReading,
} from '@partner-insights/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { RequestSite } from '../../platform/http/request-site';
import { marketFeatureFlags, siteLanguages } from './configuration.schema';

export interface ConfigurationService {
  /** The configuration the app starts with on the site's host. */
  portalConfiguration(site: RequestSite): Promise<PortalConfiguration>;
  /** The languages the market's site allows, in the order it offers them. */
  allowedLocales(market: Market): Promise<Locale[]>;
  siteLanguages(market: Market): Promise<SiteLanguages>;
}

export interface ConfigurationSettings {
  readonly experimentationKey: string;
  readonly supportFormReading: SupportFormReading;
  readonly adminDenialReading: AdminDenialReading;
}

export function createConfigurationService(
  db: Db,
  { experimentationKey, supportFormReading, adminDenialReading }: ConfigurationSettings,
): ConfigurationService {
  const allowedLocales = async (market: Market) => {
    const rows = await db
      .select({ locale: siteLanguages.locale })
      .from(siteLanguages)
      .where(eq(siteLanguages.market, market))
      .orderBy(asc(siteLanguages.position));
    return rows.map(({ locale }) => locale);
  };

  return {
    async portalConfiguration({ market, environment }) {
      const rows = await db
        .select({ flag: marketFeatureFlags.flag, enabled: marketFeatureFlags.enabled })
        .from(marketFeatureFlags)
        .where(eq(marketFeatureFlags.market, market));
      const enabled = new Map(rows.map(({ flag, enabled }) => [flag, enabled]));
      // A flag the market has no row for is off.
      const featureFlags = Object.fromEntries(
        FEATURE_FLAGS.map((flag) => [flag, enabled.get(flag) ?? false]),
      ) as Record<FeatureFlag, boolean>;
      return { market, environment, experimentationKey, featureFlags, supportFormReading, adminDenialReading };
    },

    allowedLocales,

    async siteLanguages(market) {
      const locales = await allowedLocales(market);
      return { site_id: market, languages: locales.map((id) => ({ id, value: LANGUAGE_NAMES[id] })) };
    },
  };
}
