import { FEATURE_FLAGS, LOCALES, MARKETS } from '@partner-insights/contracts';
import type { DbTransaction } from '../../../platform/db/database';
import { blockBannerTexts, blockBanners, marketFeatureFlags, siteLanguages } from '../configuration.schema';
import { featureFlagDefaults, maintenanceBanner, siteLanguageOrder } from './portal-configuration';

/** Inserts every market's feature flags and languages, and the inactive maintenance banner. */
export async function insertPortalConfiguration(tx: DbTransaction): Promise<void> {
  await tx
    .insert(marketFeatureFlags)
    .values(
      MARKETS.flatMap((market) => FEATURE_FLAGS.map((flag) => ({ market, flag, enabled: featureFlagDefaults[flag] }))),
    );
  await tx
    .insert(siteLanguages)
    .values(
      MARKETS.flatMap((market) => siteLanguageOrder[market].map((locale, position) => ({ market, locale, position }))),
    );
  const [banner] = await tx
    .insert(blockBanners)
    .values({ market: maintenanceBanner.market, linkUrl: maintenanceBanner.linkUrl, active: false })
    .returning({ id: blockBanners.id });
  if (!banner) throw new Error('The maintenance banner was not stored');
  await tx
    .insert(blockBannerTexts)
    .values(LOCALES.map((locale) => ({ bannerId: banner.id, locale, ...maintenanceBanner.texts[locale] })));
}
