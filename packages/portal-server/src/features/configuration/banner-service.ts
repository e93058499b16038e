import type { BlockBanner, Locale, Market } from '@partner-insights/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { blockBanners, blockBannerTexts } from './configuration.schema';

export interface BannerService {
  /** The market's active block banner in the given language, if one is active. */
  activeBanner(market: Market, locale: Locale): Promise<BlockBanner>;
}

export function createBannerService(db: Db): BannerService {
  return {
    async activeBanner(market, locale) {
      const [row] = await db
        .select({
          id: blockBanners.id,
          linkUrl: blockBanners.linkUrl,
          message: blockBannerTexts.message,
          linkText: blockBannerTexts.linkText,
        })
        .from(blockBanners)
        .innerJoin(
          blockBannerTexts,
          and(eq(blockBannerTexts.bannerId, blockBanners.id), eq(blockBannerTexts.locale, locale)),
        )
        .where(and(eq(blockBanners.market, market), eq(blockBanners.active, true)));
      if (!row) return { banner: null };
      const { id, message, linkText, linkUrl } = row;
      // A link needs both its words and its target.
      const hasLink = linkText !== null && linkUrl !== null;
      return { banner: { id, message, linkText: hasLink ? linkText : null, linkUrl: hasLink ? linkUrl : null } };
    },
  };
}
