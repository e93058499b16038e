import { randomUUID } from 'node:crypto';
import { LOCALES, type Market } from '@partner-insights/contracts';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbTransaction } from '../../../platform/db/database';
import { productCategories, productCategoryTexts, productMarkets, products, productTexts } from '../launch-list.schema';
import {
  categoryOrder,
  categoryTitles,
  productCatalogue,
  type CatalogueProduct,
  type ProductCode,
} from './product-catalogue';

/** Inserts the launch list: categories, products, their texts and markets. */
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
  await tx.insert(products).values(
    catalogue.map(({ code, id, product }) => ({
      id,
      code,
      categoryId: product.category,
      redirectUrl: product.redirectUrl,
      isNewTab: product.isNewTab,
      icon: product.icon,
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
          learnMoreAudience: learnMore?.audience ?? null,
          learnMoreHowToGetAccess: learnMore?.howToGetAccess ?? null,
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
}

/** Learn-more texts seeded before they said who may use the product and how to get access. */
const learnMoreWithoutAccessWords = and(isNotNull(productTexts.learnMoreTitle), isNull(productTexts.learnMoreAudience));

export async function hasLearnMoreToComplete(tx: DbTransaction): Promise<boolean> {
  return (await tx.$count(productTexts, learnMoreWithoutAccessWords)) > 0;
}

/** Gives such texts those words from the catalogue, matched by product code and language. */
export async function completeLearnMore(tx: DbTransaction): Promise<void> {
  const catalogue: Partial<Record<string, CatalogueProduct>> = productCatalogue;
  for (const { id, code } of await tx.select({ id: products.id, code: products.code }).from(products)) {
    for (const locale of LOCALES) {
      const learnMore = catalogue[code]?.texts[locale].learnMore;
      if (!learnMore) continue;
      await tx
        .update(productTexts)
        .set({ learnMoreAudience: learnMore.audience, learnMoreHowToGetAccess: learnMore.howToGetAccess })
        .where(and(eq(productTexts.productId, id), eq(productTexts.locale, locale), learnMoreWithoutAccessWords));
    }
  }
}
