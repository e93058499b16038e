import { Badge } from '../Badge';
import * as styles from './ProductTile.css';
import type { ProductTileMessage } from './productTileMessages';

export interface LockedStatusProps {
  /** Names the status, so the tile can be described by it. */
  id?: string;
  /** Access requested and on its way, rather than none at all. */
  isPending: boolean;
  text: (key: ProductTileMessage) => string;
}

/** A lock and, in words, why the product cannot be launched yet: more than a grey tile can say. */
export function LockedStatus({ id, isPending, text }: LockedStatusProps) {
  return (
    <p id={id} className={styles.status}>
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.lockIcon}>
        <rect x="3" y="7" width="10" height="7" rx="1.5" />
        <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
      </svg>
      {isPending ? (
        <>
          <Badge tone="caution">{text('accessPending')}</Badge>
          {text('workingOnAccess')}
        </>
      ) : (
        text('noAccessYet')
      )}
    </p>
  );
}
