import type { Header } from '@tanstack/react-table';

import * as styles from './DataTable.css';
import { splitLastWord } from './headerWords';
import { SortIcon } from './SortIcon';
import type { DataTableFeatures } from './tableFeatures';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column header. A sortable one holds a button that sorts by the column (Enter or Space from the
 * keyboard) and reports the current order through `aria-sort`.
 */
export function HeaderCell<TRow extends object>({ header }: { header: Header<DataTableFeatures, TRow, unknown> }) {
  const { column } = header;
  const label = String(column.columnDef.header);
  if (!column.getCanSort()) {
    return (
      <th scope="col" className={styles.headerCell}>
        {label}
      </th>
    );
  }
  const sorted = column.getIsSorted();
  const direction = sorted ? ariaSort[sorted] : 'none';
  const { leading, last } = splitLastWord(label);
  return (
    <th scope="col" aria-sort={direction} className={styles.headerCell}>
      <button type="button" className={styles.sortButton} onClick={() => column.toggleSorting()}>
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
