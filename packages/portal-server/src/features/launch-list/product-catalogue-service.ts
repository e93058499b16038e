import type {
  AccessStatus,
  LaunchCatalogue,
  LaunchProduct,
  LearnMore,
  Locale,
  ProductAccessPage,
  ProductAccessQuery,
  RestrictedLaunchInfo,
} from '@partner-insights/contracts';
import { and, asc, count, eq, ilike, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { containing } from '../../platform/db/like-pattern';
import type { RequestSite } from '../../platform/http/request-site';
import type { LaunchableProducts, User } from '../identity';
import { partnerAppCodesOf } from '../partner-associations/partner-access';
import {
  productAccess,
  productCategories,
  productCategoryTexts,
  productMarkets,
  products,
  productTexts,
} from './launch-list.schema';

/** Whose catalogue, on which site, in which language. */
export interface CatalogueReader {
  readonly user: User;
  readonly site: RequestSite;
  readonly locale: Locale;
}

export interface ProductCatalogueService {
  /** The launch list of the site's market and environment, with the user's access. */
  launchCatalogue(reader: CatalogueReader): Promise<LaunchCatalogue>;
  /** Products in a restricted launch, wherever offered. */
  restrictedLaunchInfo(): Promise<RestrictedLaunchInfo>;
  /** One page of the launch list's products whose title contains the search, with the user's access. */
  accessPage(reader: CatalogueReader, query: ProductAccessQuery): Promise<ProductAccessPage>;
}

/** Products the site's market offers in its environment. */
export function offeredOn({ market, environment }: RequestSite): SQL | undefined {
  return and(
    eq(productMarkets.market, market),
    environment === 'production' ? eq(productMarkets.nonProductionOnly, false) : undefined,
  );
}

/** A product's texts in the language. */
const textsIn = (locale: Locale) =>
  and(eq(productTexts.productId, productMarkets.productId), eq(productTexts.locale, locale));

/** The user's access to a product, if any. */
const accessOf = (user: User) =>
  and(eq(productAccess.productId, productMarkets.productId), eq(productAccess.userId, user.id));

/**
 * The user's access to the products: their own, except for a third-party agency's users, who reach only the apps
 * their agency's active partner associations give it (an agency has no data of its own).
 */
async function accessStatusesOf(db: Db, user: Pick<User, 'companyId'>) {
  const partnerApps = await partnerAppCodesOf(db, user.companyId);
  return (code: string, own: AccessStatus | null): AccessStatus | null =>
    partnerApps === null ? own : partnerApps.includes(code) ? 'ACCESS_COMPLETE' : null;
}

/** Codes of the products the user may launch, which the user context lists. */
export const launchableProductsIn =
  (db: Db): LaunchableProducts =>
  async (user) => {
    const partnerApps = await partnerAppCodesOf(db, user.companyId);
    if (partnerApps !== null) return partnerApps.map((code) => ({ product_id: code }));
    return db
      .select({ product_id: products.code })
      .from(productAccess)
      .innerJoin(products, eq(products.id, productAccess.productId))
      .where(and(eq(productAccess.userId, user.id), eq(productAccess.status, 'ACCESS_COMPLETE')))
      .orderBy(asc(products.code));
  };

export function createProductCatalogueService(db: Db): ProductCatalogueService {
  return {
    async launchCatalogue(reader) {
      const [categories, rows, accessOfProduct] = await Promise.all([
        db
          .select({ id: productCategories.id, title: productCategoryTexts.title })
          .from(productCategories)
          .innerJoin(
            productCategoryTexts,
            and(
              eq(productCategoryTexts.categoryId, productCategories.id),
              eq(productCategoryTexts.locale, reader.locale),
            ),
          )
          .orderBy(asc(productCategories.position)),
        db
          .select({
            product: products,
            text: productTexts,
            learnMore: productMarkets.learnMore,
            status: productAccess.status,
          })
          .from(productMarkets)
          .innerJoin(products, eq(products.id, productMarkets.productId))
          .innerJoin(productTexts, textsIn(reader.locale))
          .leftJoin(productAccess, accessOf(reader.user))
          .where(offeredOn(reader.site))
          .orderBy(asc(productMarkets.position)),
        accessStatusesOf(db, reader.user),
      ]);
      return {
        categories,
        products: rows.map(({ product, text, learnMore, status }): LaunchProduct => ({
          id: product.id,
          code: product.code,
          title: text.title,
          description: text.description,
          icon: product.icon,
          footer: text.footer,
          category: product.categoryId,
          redirectUrl: product.redirectUrl,
          isNewTab: product.isNewTab,
          hideWhenNoAccess: product.hideWhenNoAccess,
          analyticsID: product.analyticsId,
          learnMore: learnMoreOf(learnMore, product, text),
          accessStatus: accessOfProduct(product.code, status),
        })),
      };
    },

    async restrictedLaunchInfo() {
      const rows = await db
        .select({ code: products.code, flag: products.restrictedLaunchFlag })
        .from(products)
        .where(isNotNull(products.restrictedLaunchFlag))
        .orderBy(asc(products.code));
      return rows.flatMap(({ code, flag }) => (flag ? [{ code, restricted_launch_flag: flag }] : []));
    },

    async accessPage(reader, { search, page, page_size }) {
      const matching = search === '' ? undefined : ilike(productTexts.title, containing(search));
      const [rows, [counted], accessOfProduct] = await Promise.all([
        db
          .select({
            code: products.code,
            title: productTexts.title,
            description: productTexts.description,
            accessStatus: productAccess.status,
          })
          .from(productMarkets)
          .innerJoin(products, eq(products.id, productMarkets.productId))
          .innerJoin(productTexts, textsIn(reader.locale))
          .leftJoin(productAccess, accessOf(reader.user))
          .where(and(offeredOn(reader.site), matching))
          .orderBy(asc(productMarkets.position))
          .limit(page_size)
          .offset((page - 1) * page_size),
        db
          .select({ total: count() })
          .from(productMarkets)
          .innerJoin(productTexts, textsIn(reader.locale))
          .where(and(offeredOn(reader.site), matching)),
        accessStatusesOf(db, reader.user),
      ]);
      return {
        items: rows.map((row) => ({ ...row, accessStatus: accessOfProduct(row.code, row.accessStatus) })),
        page,
        page_size,
        total: counted?.total ?? 0,
      };
    },
  };
}

/** The Learn more content of a product in a market: none, "coming soon", or its words in the language. */
function learnMoreOf(
  kind: (typeof productMarkets.$inferSelect)['learnMore'],
  product: typeof products.$inferSelect,
  text: typeof productTexts.$inferSelect,
): LearnMore {
  if (kind === 'COMING_SOON') return { comingSoon: true };
  if (kind !== 'CONTENT' || text.learnMoreTitle === null || text.learnMoreDescription === null) return null;
  return {
    comingSoon: false,
    title: text.learnMoreTitle,
    description: text.learnMoreDescription,
    keyNotes: text.learnMoreKeyNotes ?? [],
    audience: text.learnMoreAudience,
    howToGetAccess: text.learnMoreHowToGetAccess,
    imageKey: product.learnMoreImageKey,
    subText: text.learnMoreSubText,
    analyticsID: product.learnMoreAnalyticsId ?? product.analyticsId,
  };
}
