import { Skeleton } from '@partner-insights/ui';

import * as styles from './DataTable.css';

export interface LoadingRowProps {
  /** Cells the row spans: every rendered column. */
  columnCount: number;
  /** Data columns shown, so the placeholder has their shape. */
  dataColumnCount: number;
  loadingRowCount: number;
}

/** The table body's one full-width row while its rows load: a placeholder with the shape of the rows. */
export function LoadingRow({ columnCount, dataColumnCount, loadingRowCount }: LoadingRowProps) {
  return (
    <tr>
      <td colSpan={columnCount} className={styles.statusCell}>
        <Skeleton variant="table" rows={loadingRowCount} columns={dataColumnCount} />
      </td>
    </tr>
  );
}
