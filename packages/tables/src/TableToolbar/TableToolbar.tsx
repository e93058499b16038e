import type { ReactNode } from 'react';

import * as styles from './TableToolbar.css';

export interface TableToolbarProps {
  /** A SearchField. */
  search?: ReactNode;
  /** Filter controls, e.g. Selects, a MultiSelect or a DateRangePicker. */
  filters?: ReactNode;
  /** Actions on the selected rows, usually shown only while some are selected. */
  bulkActions?: ReactNode;
  /** The export button. */
  exportAction?: ReactNode;
}

/**
 * The controls above a table: search and filters at the start, bulk actions and export at the end.
 * On narrow windows the groups wrap onto lines of their own.
 */
export function TableToolbar({ search, filters, bulkActions, exportAction }: TableToolbarProps) {
  return (
    <div className={styles.toolbar}>
      {search && <div className={styles.search}>{search}</div>}
      {filters && <div className={styles.group}>{filters}</div>}
      {(bulkActions || exportAction) && (
        <div className={styles.actions}>
          {bulkActions}
          {exportAction}
        </div>
      )}
    </div>
  );
}
