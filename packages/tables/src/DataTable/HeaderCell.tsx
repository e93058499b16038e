import * as styles from './DataTable.css';
import { splitLastWord } from './headerWords';
import { SortIcon } from './SortIcon';
import type { DataTableColumn, SortDirection } from './types';

export interface HeaderCellProps<TRow> {
  column: DataTableColumn<TRow>;
  /** Which way the rows are sorted by this column, if they are. */
  sortDirection?: SortDirection;
  onSort: (column: DataTableColumn<TRow>) => void;
}

/**
 * A column header. A sortable one holds a button that sorts by the column (Enter or Space from the
 * keyboard) and reports the current order through `aria-sort`.
 */
export function HeaderCell<TRow>({ column, sortDirection, onSort }: HeaderCellProps<TRow>) {
  if (!column.isSortable) {
    return (
      <th scope="col" className={styles.headerCell}>
        {column.header}
      </th>
    );
  }
  const direction = sortDirection ?? 'none';
  const { leading, last } = splitLastWord(column.header);
  return (
    <th scope="col" aria-sort={direction} className={styles.headerCell}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
        {leading}
        {/* The icon wraps with the label's last word, never onto a line of its own. */}
        <span className={styles.lastWord}>
          {last}
          <SortIcon direction={direction} />
        </span>
      </button>
    </th>
  );
}
