import { memo, type ReactElement, type ReactNode } from 'react';

import { cellContent } from './cellContent';
import * as styles from './DataTable.css';
import { RowActionsMenu } from './RowActionsMenu';
import { SelectionCheckbox } from './SelectionCheckbox';
import type { DataTableColumn, RowAction } from './types';

export interface DataTableRowProps<TRow extends object> {
  row: TRow;
  rowId: string;
  /** The columns shown (the same array while they stay). */
  columns: readonly DataTableColumn<TRow>[];
  /** The selection checkbox's name, e.g. "Select Jane Doe"; no checkbox without it. */
  selectLabel?: string;
  isSelected: boolean;
  isSelectionDisabled: boolean;
  /** Selects or unselects the row by its id (the same function from render to render). */
  onSelect: (rowId: string, isSelected: boolean) => void;
  /** The row's rank across pages, when the table shows a rank column. */
  rank?: number;
  /** The actions menu's name, e.g. "Actions for Jane Doe"; no actions cell without it. */
  actionsLabel?: string;
  rowActions?: (row: TRow) => readonly RowAction[];
}

/** The data cells, apart from the row so that selecting the row does not render them again. */
const DataCells = memo(function DataCells<TRow extends object>({
  row,
  columns,
}: {
  row: TRow;
  columns: readonly DataTableColumn<TRow>[];
}) {
  return columns.map((column) => (
    <td key={column.id} className={styles.cell}>
      {cellContent(column, row)}
    </td>
  ));
}) as <TRow extends object>(props: { row: TRow; columns: readonly DataTableColumn<TRow>[] }) => ReactNode;

/**
 * One body row. Memoised on its row object, the columns shown and primitive props: a change of selection renders
 * the rows whose selection changed, not the whole page.
 */
export const DataTableRow = memo(function DataTableRow<TRow extends object>({
  row,
  rowId,
  columns,
  selectLabel,
  isSelected,
  isSelectionDisabled,
  onSelect,
  rank,
  actionsLabel,
  rowActions,
}: DataTableRowProps<TRow>) {
  const actions = rowActions?.(row) ?? [];
  return (
    <tr className={styles.row} data-selected={isSelected || undefined}>
      {selectLabel !== undefined && (
        <td className={`${styles.cell} ${styles.control}`}>
          <SelectionCheckbox
            label={selectLabel}
            isSelected={isSelected}
            isDisabled={isSelectionDisabled}
            onChange={(isNowSelected) => onSelect(rowId, isNowSelected)}
          />
        </td>
      )}
      {rank !== undefined && <td className={styles.cell}>{rank}</td>}
      <DataCells row={row} columns={columns} />
      {actionsLabel !== undefined && (
        <td className={`${styles.cell} ${styles.control}`}>
          {actions.length > 0 && <RowActionsMenu label={actionsLabel} actions={actions} />}
        </td>
      )}
    </tr>
  );
}) as <TRow extends object>(props: DataTableRowProps<TRow>) => ReactElement;
