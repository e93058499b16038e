import { randomUUID } from 'node:crypto';
import { LOCALES, type Market } from '@partner-insights/contracts';
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
}
