import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { VisuallyHidden } from 'react-aria/VisuallyHidden';

import { skeletonMessages } from '../Skeleton/skeletonMessages';
import * as styles from './ProductTileSkeleton.css';

export interface ProductTileSkeletonProps {
  /** What assistive technology hears; "Loading" in the reader's language unless told. */
  label?: string;
}

/**
 * A product tile's shape while the catalogue loads: the icon and title, two lines of description, a status line
 * and the action, each as tall as the text it stands for. Screen readers hear one polite "Loading" instead.
 */
export function ProductTileSkeleton({ label }: ProductTileSkeletonProps) {
  const strings = useLocalizedStringFormatter(skeletonMessages, '@partner-insights/ui');
  return (
    <div role="status" className={styles.frame}>
      <VisuallyHidden>{label ?? strings.format('loading')}</VisuallyHidden>
      <div aria-hidden="true" className={styles.titleRow}>
        <div className={styles.iconPlaceholder} />
        <div className={styles.titleLine}>
          <div className={styles.placeholder} style={{ width: '60%' }} />
        </div>
      </div>
      <div aria-hidden="true" className={styles.descriptionLines}>
        {['100%', '80%'].map((width) => (
          <div key={width} className={styles.textLine}>
            <div className={styles.placeholder} style={{ width }} />
          </div>
        ))}
      </div>
      {/* A paragraph, as the tile's status is, so it keeps the same spacing. */}
      <p aria-hidden="true" className={styles.statusLine}>
        <span className={styles.placeholder} style={{ width: '45%' }} />
      </p>
      <div aria-hidden="true" className={styles.actionLine}>
        <div className={styles.placeholder} style={{ width: '6rem' }} />
      </div>
    </div>
  );
}
