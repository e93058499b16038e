import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FEATURE_FLAGS, LOCALES, MARKETS } from '@partner-insights/contracts';
import { isOneOf } from '../../platform/db/check-constraints';
import { localizedTextTable } from '../../platform/db/localized-texts';

/** Each market's switch of each feature flag. */
export const marketFeatureFlags = pgTable(
  'market_feature_flags',
  {
    market: text('market', { enum: MARKETS }).notNull(),
    flag: text('flag', { enum: FEATURE_FLAGS }).notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.market, table.flag] }),
    check('market_feature_flags_market_check', isOneOf(table.market, MARKETS)),
    check('market_feature_flags_flag_check', isOneOf(table.flag, FEATURE_FLAGS)),
  ],
);

/** The languages each site (market) allows, in the order it offers them. */
export const siteLanguages = pgTable(
  'site_languages',
  {
    market: text('market', { enum: MARKETS }).notNull(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.market, table.locale] }),
    unique('site_languages_market_position_unique').on(table.market, table.position),
    check('site_languages_market_check', isOneOf(table.market, MARKETS)),
    check('site_languages_locale_check', isOneOf(table.locale, LOCALES)),
  ],
);

/** Market-wide notices shown above every page; at most one is active in a market. */
export const blockBanners = pgTable(
  'block_banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    market: text('market', { enum: MARKETS }).notNull(),
    active: boolean('active').notNull().default(false),
    linkUrl: text('link_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('block_banners_one_active_per_market_idx')
      .on(table.market)
      .where(sql`${table.active}`),
    check('block_banners_market_check', isOneOf(table.market, MARKETS)),
  ],
);

/** A banner's words in each language. */
export const blockBannerTexts = localizedTextTable(
  'block_banner_texts',
  { bannerId: uuid('banner_id') },
  () => blockBanners.id,
  {
    message: text('message').notNull(),
    /** Null when the banner has no link. */
    linkText: text('link_text'),
  },
);
