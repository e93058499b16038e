import type { FeatureFlag } from '@partner-insights/contracts';
import type { ProductGroup } from '../stores/ProductsStore';

/** Products still rolling out, each shown only while its market's feature flag is on. */
const ROLLOUT_FLAGS: Readonly<Record<string, FeatureFlag>> = {
  INSIGHTS_ACTIVATION: 'insights-activation-rollout',
};

/** The groups without the products whose rollout flag is off (and without groups left empty). */
export function rolledOutGroups(
  groups: readonly ProductGroup[],
  isEnabled: (flag: FeatureFlag) => boolean,
): readonly ProductGroup[] {
  return groups
    .map((group) => ({
      ...group,
      tiles: group.tiles.filter((tile) => {
        const flag = ROLLOUT_FLAGS[tile.code];
        return flag === undefined || isEnabled(flag);
      }),
    }))
    .filter((group) => group.tiles.length > 0);
}
