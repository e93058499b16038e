import type { DataTableColumn, SortDescriptor, SortDirection } from './types';

/**
 * The sort a column's header button asks for: its column the other way round when it is the one sorted, and
 * otherwise its column in the column's first order. One column sorts at a time, and once sorted a table stays
 * sorted.
 */
export function nextSort<TRow>(
  sort: SortDescriptor | undefined,
  column: DataTableColumn<TRow>,
  rows: readonly TRow[],
): SortDescriptor {
  if (sort?.columnId === column.id) {
    return { columnId: column.id, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { columnId: column.id, direction: firstDirection(column, rows) };
}

/**
 * Text first sorts from A, anything else (numbers, or no value to tell by) from the largest: what a reader clicking
 * a column of names or of counts looks for first. Told by the first value among the first ten rows shown.
 */
function firstDirection<TRow>(column: DataTableColumn<TRow>, rows: readonly TRow[]): SortDirection {
  const value = rows
    .slice(0, 10)
    .map((row) => column.value(row))
    .find((cellValue) => cellValue !== null && cellValue !== undefined);
  return typeof value === 'string' ? 'ascending' : 'descending';
}
