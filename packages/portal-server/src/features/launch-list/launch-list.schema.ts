import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACCESS_STATUSES,
  ASSOCIATED_PRODUCT_STATUSES,
  MARKETS,
  PRODUCT_CATEGORIES,
  PRODUCT_ICONS,
  RESTRICTED_LAUNCH_FLAGS,
  type Market,
} from '@partner-insights/contracts';
import { isOneOf } from '../../platform/db/check-constraints';
import { localizedTextTable } from '../../platform/db/localized-texts';
import { companies, users } from '../identity';

/** The launch list's groups, in display order. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: text('id', { enum: PRODUCT_CATEGORIES }).primaryKey(),
    position: integer('position').notNull().unique(),
  },
  (table) => [check('product_categories_id_check', isOneOf(table.id, PRODUCT_CATEGORIES))],
);

export const productCategoryTexts = localizedTextTable(
  'product_category_texts',
  { categoryId: text('category_id', { enum: PRODUCT_CATEGORIES }) },
  () => productCategories.id,
  { title: text('title').notNull() },
);

/** The child applications users launch from the portal. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    categoryId: text('category_id', { enum: PRODUCT_CATEGORIES })
      .notNull()
      .references(() => productCategories.id),
    redirectUrl: text('redirect_url').notNull(),
    isNewTab: boolean('is_new_tab').notNull(),
    /** The product's pictogram, by id (the app draws it; no markup is stored). */
    icon: text('icon', { enum: PRODUCT_ICONS }).notNull(),
    /** Markets whose users see the tile only when they have access. */
    hideWhenNoAccess: text('hide_when_no_access')
      .array()
      .$type<Market[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    analyticsId: text('analytics_id').notNull(),
    learnMoreImageKey: text('learn_more_image_key'),
    learnMoreAnalyticsId: text('learn_more_analytics_id'),
    /** Alpha or beta while the product is in a restricted launch. */
    restrictedLaunchFlag: text('restricted_launch_flag', { enum: RESTRICTED_LAUNCH_FLAGS }),
  },
  (table) => [
    check(
      'products_hide_when_no_access_check',
      sql`${table.hideWhenNoAccess} <@ array[${sql.raw(MARKETS.map((market) => `'${market}'`).join(', '))}]::text[]`,
    ),
    check('products_restricted_launch_flag_check', isOneOf(table.restrictedLaunchFlag, RESTRICTED_LAUNCH_FLAGS)),
    check('products_icon_check', isOneOf(table.icon, PRODUCT_ICONS)),
  ],
);

export const LEARN_MORE_KINDS = ['CONTENT', 'COMING_SOON'] as const;

/** Where each product is offered, in which environments, in what order, and what its Learn more shows there. */
export const productMarkets = pgTable(
  'product_markets',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    market: text('market', { enum: MARKETS }).notNull(),
    position: integer('position').notNull(),
    /** Offered on dev, qa, stg and preprod hosts only. */
    nonProductionOnly: boolean('non_production_only').notNull().default(false),
    /** Null: the tile has no Learn more. */
    learnMore: text('learn_more', { enum: LEARN_MORE_KINDS }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.market] }),
    unique('product_markets_market_position_unique').on(table.market, table.position),
    check('product_markets_market_check', isOneOf(table.market, MARKETS)),
    check('product_markets_learn_more_check', isOneOf(table.learnMore, LEARN_MORE_KINDS)),
  ],
);

/** A product's words in each language; the Learn more ones are null for a product without that content. */
export const productTexts = localizedTextTable('product_texts', { productId: uuid('product_id') }, () => products.id, {
  title: text('title').notNull(),
  description: text('description').notNull(),
  footer: text('footer'),
  learnMoreTitle: text('learn_more_title'),
  learnMoreDescription: text('learn_more_description'),
  learnMoreKeyNotes: text('learn_more_key_notes').array(),
  /** Who may use the product. */
  learnMoreAudience: text('learn_more_audience'),
  /** How to get access to it. */
  learnMoreHowToGetAccess: text('learn_more_how_to_get_access'),
  learnMoreSubText: text('learn_more_sub_text'),
});

/** Each user's access to each product; no row means no access. */
export const productAccess = pgTable(
  'product_access',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ACCESS_STATUSES }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last day of an access granted for a time (an approved request's end date); it lapses after it. */
    endsOn: date('ends_on'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    index('product_access_product_id_idx').on(table.productId),
    check('product_access_status_check', isOneOf(table.status, ACCESS_STATUSES)),
  ],
);

/**
 * The products a company has subscribed to ("associated products"): only ACTIVE ones count toward the app access
 * its admins may give their users.
 */
export const companyProducts = pgTable(
  'company_products',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ASSOCIATED_PRODUCT_STATUSES }).notNull().default('ACTIVE'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.productId] }),
    index('company_products_product_id_idx').on(table.productId),
    check('company_products_status_check', isOneOf(table.status, ASSOCIATED_PRODUCT_STATUSES)),
  ],
);
