import { describe, expect, it } from 'vitest';
import type { ProductGroup } from '../stores/ProductsStore';
import { launchCatalogue } from './launchCatalogueFixtures';
import { rolledOutGroups } from './rolledOutGroups';

const { categories, products } = launchCatalogue();
const groups: ProductGroup[] = categories.map((category) => ({
  category,
  tiles: products
    .filter((product) => product.category === category.id)
    .map((product) => ({ ...product, restrictedLaunch: undefined })),
}));
const codesOf = (result: readonly ProductGroup[]) => result.flatMap((group) => group.tiles.map((tile) => tile.code));

describe('rolledOutGroups', () => {
  it('shows Insights Activation while its rollout flag is on', () => {
    expect(codesOf(rolledOutGroups(groups, () => true))).toContain('INSIGHTS_ACTIVATION');
  });

  it('leaves Insights Activation out while the flag is off, and nothing else', () => {
    const result = codesOf(rolledOutGroups(groups, (flag) => flag !== 'insights-activation-rollout'));

    expect(result).not.toContain('INSIGHTS_ACTIVATION');
    expect(result).toHaveLength(products.length - 1);
  });

  it('drops a group left without products', () => {
    const onlyRollout: ProductGroup[] = groups.map((group) => ({
      ...group,
      tiles: group.tiles.filter((tile) => tile.code === 'INSIGHTS_ACTIVATION'),
    }));

    expect(rolledOutGroups(onlyRollout, () => false)).toEqual([]);
  });
});
