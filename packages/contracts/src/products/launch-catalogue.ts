import * as v from 'valibot';
import { MARKETS } from '../markets';

/** The two groups of the launch list, each shown under its own title. */
export const PRODUCT_CATEGORIES = ['KNOW_YOUR_CUSTOMER', 'KNOW_YOUR_SUPPLIER'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** A user's access to a product; no status (null) means no access. */
export const ACCESS_STATUSES = ['ACCESS_PENDING', 'ACCESS_COMPLETE'] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];

/** Each product's pictogram, by id: the interface draws it from its own fixed set, never from stored markup. */
export const PRODUCT_ICONS = [
  'basket',
  'report',
  'channels',
  'speech',
  'search',
  'target',
  'shelves',
  'pulse',
] as const;
export type ProductIconId = (typeof PRODUCT_ICONS)[number];

export const AccessStatusSchema = v.nullable(v.picklist(ACCESS_STATUSES));

export const ProductCategoryEntrySchema = v.object({ id: v.picklist(PRODUCT_CATEGORIES), title: v.string() });
export type ProductCategoryEntry = v.InferOutput<typeof ProductCategoryEntrySchema>;

/**
 * What the Learn more dialog shows: what the app does (description, key notes), who may use it and how to get
 * access (null where the catalogue has no such words yet); a product not yet offered in the market is only
 * "coming soon".
 */
export const LearnMoreSchema = v.nullable(
  v.variant('comingSoon', [
    v.object({ comingSoon: v.literal(true) }),
    v.object({
      comingSoon: v.literal(false),
      title: v.string(),
      description: v.string(),
      keyNotes: v.array(v.string()),
      audience: v.nullable(v.string()),
      howToGetAccess: v.nullable(v.string()),
      imageKey: v.nullable(v.string()),
      subText: v.nullable(v.string()),
      analyticsID: v.string(),
    }),
  ]),
);
export type LearnMore = v.InferOutput<typeof LearnMoreSchema>;

/** A tile of the launch list, in the reader's language, with the signed-in user's access. */
export const LaunchProductSchema = v.object({
  id: v.string(),
  code: v.string(),
  title: v.string(),
  description: v.string(),
  icon: v.picklist(PRODUCT_ICONS),
  footer: v.nullable(v.string()),
  category: v.picklist(PRODUCT_CATEGORIES),
  redirectUrl: v.string(),
  isNewTab: v.boolean(),
  /** Markets whose users do not see the tile at all unless they have access. */
  hideWhenNoAccess: v.array(v.picklist(MARKETS)),
  analyticsID: v.string(),
  learnMore: LearnMoreSchema,
  accessStatus: AccessStatusSchema,
});
export type LaunchProduct = v.InferOutput<typeof LaunchProductSchema>;

/** Answer of GET products: the host market's and environment's launch list. */
export const LaunchCatalogueSchema = v.object({
  categories: v.array(ProductCategoryEntrySchema),
  products: v.array(LaunchProductSchema),
});
export type LaunchCatalogue = v.InferOutput<typeof LaunchCatalogueSchema>;
