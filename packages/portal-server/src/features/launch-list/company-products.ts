import type { Locale } from '@partner-insights/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../platform/db/database';
import type { RequestSite } from '../../platform/http/request-site';
import { companyProducts, productMarkets, products, productTexts } from './launch-list.schema';
import { offeredOn } from './product-catalogue-service';

/** A product a company's admins may give their users. */
export interface AssociatedProduct {
  readonly id: string;
  readonly code: string;
  readonly title: string;
}

/**
 * The company's ACTIVE associated products that the site offers, titles in the language, in the launch list's
 * order: what its admins may give their users there.
 */
export function activeAssociatedProducts(
  db: Db | DbTransaction,
  companyId: string,
  site: RequestSite,
  locale: Locale,
): Promise<AssociatedProduct[]> {
  return db
    .select({ id: products.id, code: products.code, title: productTexts.title })
    .from(companyProducts)
    .innerJoin(products, eq(products.id, companyProducts.productId))
    .innerJoin(productMarkets, eq(productMarkets.productId, products.id))
    .innerJoin(productTexts, and(eq(productTexts.productId, products.id), eq(productTexts.locale, locale)))
    .where(and(eq(companyProducts.companyId, companyId), eq(companyProducts.status, 'ACTIVE'), offeredOn(site)))
    .orderBy(asc(productMarkets.position));
}

/** Which of the products are still ACTIVE associated products of the company, wherever offered. */
export async function stillAssociated(
  db: Db | DbTransaction,
  companyId: string,
  productIds: readonly string[],
): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: companyProducts.productId })
    .from(companyProducts)
    .where(
      and(
        eq(companyProducts.companyId, companyId),
        eq(companyProducts.status, 'ACTIVE'),
        inArray(companyProducts.productId, [...productIds]),
      ),
    );
  return new Set(rows.map(({ productId }) => productId));
}
