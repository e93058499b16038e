import type { ReactNode } from 'react';
import * as styles from './FilterBar.css';

export interface FilterBarProps {
  /** Names the group of filters. */
  readonly label: string;
  /** The filter controls, in reading order; each takes one column. */
  readonly filters: readonly ReactNode[];
  /** Ends the bar, e.g. the export of every match. */
  readonly action?: ReactNode;
}

/**
 * The filters above an admin table in a row that wraps into equal columns (one a row on phones), the action at the
 * end of the last row.
 */
export function FilterBar({ label, filters, action }: FilterBarProps) {
  return (
    <div className={styles.bar} role="group" aria-label={label}>
      {filters.map((filter, index) => (
        // The filters are fixed for a page: their place is their identity.
        <div key={index} className={styles.filter}>
          {filter}
        </div>
      ))}
      {action && <div className={styles.actionCell}>{action}</div>}
    </div>
  );
}
