import type { Market } from '@partner-insights/contracts';
import { ProductTile } from '@partner-insights/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { LaunchTile, ProductGroup } from '../stores/ProductsStore';
import { sectionHeading } from '../../../components/page/pageTypography.css';
import * as styles from './AppsPage.css';
import { productTileProps } from './productTileProps';

export interface ProductGroupsProps {
  readonly groups: readonly ProductGroup[];
  /** The market whose `hideWhenNoAccess` products are left out for users without access. */
  readonly market: Market | undefined;
  readonly onLaunch: (tile: LaunchTile) => void;
  readonly onLearnMore: (tile: LaunchTile) => void;
  /** "Request access" in a locked product's learn-more dialog. */
  readonly onRequestAccess: (tile: LaunchTile) => void;
}

/** The launch list: one titled section per category, its products as tiles. */
export function ProductGroups({ groups, ...shared }: ProductGroupsProps) {
  return groups.map((group) => <ProductGroupSection key={group.category.id} group={group} {...shared} />);
}

function ProductGroupSection({
  group,
  market,
  onLaunch,
  onLearnMore,
  onRequestAccess,
}: Omit<ProductGroupsProps, 'groups'> & { readonly group: ProductGroup }) {
  const intl = useIntl();
  const titleId = useId();
  const comingSoonText = intl.formatMessage({ id: 'apps.comingSoon.description' });
  return (
    <section aria-labelledby={titleId} className={styles.group}>
      <h2 id={titleId} className={sectionHeading}>
        {group.category.title}
      </h2>
      <div className={styles.tiles}>
        {group.tiles.map((tile) => (
          <ProductTile
            key={tile.code}
            {...productTileProps(tile, comingSoonText)}
            tenant={market}
            onLaunch={() => onLaunch(tile)}
            onLearnMore={() => onLearnMore(tile)}
            onRequestAccess={() => onRequestAccess(tile)}
          />
        ))}
      </div>
    </section>
  );
}
