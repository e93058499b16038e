import { randomUUID } from 'node:crypto';
import { LOCALES, type Market } from '@partner-insights/contracts';
import { inArray } from 'drizzle-orm';
import type { DbTransaction } from '../../../platform/db/database';
import { demoUsers } from '../../../platform/db/seed/demo-data';
import { users } from '../../identity';
import {
  productAccess,
  productCategories,
  productCategoryTexts,
  productMarkets,
  products,
  productTexts,
} from '../launch-list.schema';
import {
  categoryOrder,
  categoryTitles,
  productCatalogue,
  type CatalogueProduct,
  type ProductCode,
} from './product-catalogue';

/**
 * Inserts the launch list (categories, products, their texts and markets) and the demo accounts' access to it.
 * Demo accounts are found by email, so that a database seeded before the catalogue existed gets their access too.
 */
export async function insertProductCatalogue(tx: DbTransaction): Promise<void> {
  await tx.insert(productCategories).values(categoryOrder.map((id, position) => ({ id, position })));
  await tx
    .insert(productCategoryTexts)
    .values(
      categoryOrder.flatMap((categoryId) =>
        LOCALES.map((locale) => ({ categoryId, locale, title: categoryTitles[categoryId][locale] })),
      ),
    );

  const catalogue = Object.entries(productCatalogue as Record<ProductCode, CatalogueProduct>).map(
    ([code, product]) => ({
      code: code as ProductCode,
      product,
      id: randomUUID(),
    }),
  );
  const productIds = Object.fromEntries(catalogue.map(({ code, id }) => [code, id])) as Record<ProductCode, string>;

  await tx.insert(products).values(
    catalogue.map(({ code, id, product }) => ({
      id,
      code,
      categoryId: product.category,
      redirectUrl: product.redirectUrl,
      isNewTab: product.isNewTab,
      hideWhenNoAccess: [...product.hideWhenNoAccess],
      analyticsId: product.analyticsId,
      learnMoreAnalyticsId: product.learnMoreAnalyticsId,
      restrictedLaunchFlag: product.restrictedLaunchFlag,
    })),
  );
  await tx.insert(productTexts).values(
    catalogue.flatMap(({ id, product }) =>
      LOCALES.map((locale) => {
        const { title, description, footer, learnMore } = product.texts[locale];
        return {
          productId: id,
          locale,
          title,
          description,
          footer,
          learnMoreTitle: learnMore?.title ?? null,
          learnMoreDescription: learnMore?.description ?? null,
          learnMoreKeyNotes: learnMore ? [...learnMore.keyNotes] : null,
          learnMoreSubText: learnMore?.subText ?? null,
        };
      }),
    ),
  );

  const positions = new Map<Market, number>();
  const nextPosition = (market: Market) => {
    const position = positions.get(market) ?? 0;
    positions.set(market, position + 1);
    return position;
  };
  await tx.insert(productMarkets).values(
    catalogue.flatMap(({ id, product }) =>
      product.offers.map((offer) => ({
        productId: id,
        market: offer.market,
        position: nextPosition(offer.market),
        nonProductionOnly: offer.nonProductionOnly ?? false,
        learnMore: offer.learnMore,
      })),
    ),
  );

  const accounts = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoUsers.map(({ email }) => email.toLowerCase()),
      ),
    );
  const userIds = new Map(accounts.map(({ email, id }) => [email, id]));
  const grants = demoUsers.flatMap((user) => {
    const userId = userIds.get(user.email.toLowerCase());
    if (userId === undefined) return [];
    return Object.entries(user.productAccess ?? {}).map(([code, status]) => ({
      userId,
      productId: productIds[code as ProductCode],
      status,
    }));
  });
  if (grants.length > 0) await tx.insert(productAccess).values(grants);
}
