import { ProductTileSkeleton } from '@partner-insights/ui';
import { useIntl } from 'react-intl';
import { sectionHeading } from '../../../components/page/pageTypography.css';
import * as styles from './AppsPage.css';

const PLACEHOLDER_TILES = 3;

/**
 * A category as the launch list shows one, while the products load: its heading's line and tile-shaped
 * placeholders as tall as tiles; each tile reads as "Loading your apps".
 */
export function LaunchListSkeleton() {
  const intl = useIntl();
  return (
    <div className={styles.group}>
      <div aria-hidden="true" className={sectionHeading}>
        <span className={styles.headingPlaceholder}>{'\u00a0'}</span>
      </div>
      <div className={styles.tiles}>
        {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
          <ProductTileSkeleton key={index} label={intl.formatMessage({ id: 'apps.loading' })} />
        ))}
      </div>
    </div>
  );
}
