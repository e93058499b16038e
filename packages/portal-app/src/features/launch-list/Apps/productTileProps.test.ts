import { describe, expect, it } from 'vitest';
import type { LaunchTile } from '../stores/ProductsStore';
import { launchCatalogue } from './launchCatalogueFixtures';
import { productTileProps } from './productTileProps';

const COMING_SOON = 'On its way to your market.';

function tileOf(code: string, market: 'US' | 'MX' = 'US'): LaunchTile {
  const found = launchCatalogue({ market, access: { SHOPPER_BEHAVIOR: 'ACCESS_PENDING' } }).products.find(
    (product) => product.code === code,
  );
  if (!found) throw new Error(`No ${code} in the ${market} catalogue`);
  return { ...found, restrictedLaunch: undefined };
}

describe('productTileProps', () => {
  it('passes the tile’s texts, access and launch target on, with absent values left out', () => {
    expect(productTileProps({ ...tileOf('SHOPPER_BEHAVIOR'), restrictedLaunch: 'beta' }, COMING_SOON)).toMatchObject({
      code: 'SHOPPER_BEHAVIOR',
      title: 'Shopper Behavior',
      icon: 'basket',
      footer: 'Data refreshed weekly',
      accessStatus: 'ACCESS_PENDING',
      restrictedLaunch: 'beta',
      redirectUrl: 'https://shopper-behavior.partner-insights.test/',
      isNewTab: false,
      comingSoon: false,
    });
    expect(productTileProps(tileOf('CHANNEL_INSIGHTS'), COMING_SOON)).toMatchObject({
      footer: undefined,
      accessStatus: undefined,
      isNewTab: true,
    });
  });

  it('tells the product’s story through Learn more', () => {
    expect(productTileProps(tileOf('CUSTOMER_PERCEPTION'), COMING_SOON).learnMore).toEqual({
      title: 'Customer Perception',
      description: 'Understand how shoppers feel about your products, and why.',
      keyNotes: ['Ratings and reviews by item', 'Survey answers by region', 'Themes that drive satisfaction'],
      audience: 'Charter suppliers and their agencies.',
      howToGetAccess: 'Select “Request access”; your company admin confirms it.',
      subText: 'Access can take up to 2 business days once requested.',
    });
  });

  it('says a product still to come is coming soon', () => {
    const props = productTileProps(tileOf('REPORT_BUILDER', 'MX'), COMING_SOON);

    expect(props.comingSoon).toBe(true);
    expect(props.learnMore).toEqual({ title: 'Report Builder', description: COMING_SOON, keyNotes: [] });
  });

  it('offers nothing to learn without learn-more content', () => {
    expect(productTileProps({ ...tileOf('REPORT_BUILDER'), learnMore: null }, COMING_SOON).learnMore).toBeUndefined();
  });
});
