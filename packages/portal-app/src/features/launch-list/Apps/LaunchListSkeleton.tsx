import { Card, Skeleton } from '@partner-insights/ui';
import { useIntl } from 'react-intl';
import * as styles from './AppsPage.css';

const PLACEHOLDER_TILES = 3;

/** Tile-shaped placeholders while the products load; each reads as "Loading products". */
export function LaunchListSkeleton() {
  const intl = useIntl();
  return (
    <div className={styles.tiles}>
      {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
        <Card key={index} shadow="none">
          <Skeleton rows={4} label={intl.formatMessage({ id: 'apps.loading' })} />
        </Card>
      ))}
    </div>
  );
}
