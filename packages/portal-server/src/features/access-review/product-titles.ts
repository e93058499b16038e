import type { Locale } from '@partner-insights/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { products, productTexts } from '../launch-list/launch-list.schema';

/** Every product's id, code and title in `locale`, as a subquery; the code stands in for words the catalogue lacks. */
export const productTitlesIn = (db: Db, locale: Locale) =>
  db
    .select({
      productId: products.id,
      code: products.code,
      title: sql<string>`coalesce(${productTexts.title}, ${products.code})`.as('title'),
    })
    .from(products)
    .leftJoin(productTexts, and(eq(productTexts.productId, products.id), eq(productTexts.locale, locale)))
    .as('titles');
