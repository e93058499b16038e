import { FlexRender, type Cell, type Row } from '@tanstack/react-table';
import { memo, type ReactElement, type ReactNode } from 'react';

import * as styles from './DataTable.css';
import { RowActionsMenu } from './RowActionsMenu';
import { SelectionCheckbox } from './SelectionCheckbox';
import type { DataTableFeatures } from './tableFeatures';
import type { RowAction } from './types';

export interface DataTableRowProps<TRow extends object> {
  row: Row<DataTableFeatures, TRow>;
  /** The row's cells in the shown columns (TanStack keeps the array while the columns stay). */
  cells: readonly Cell<DataTableFeatures, TRow, unknown>[];
  /** The selection checkbox's name, e.g. "Select Jane Doe"; no checkbox without it. */
  selectLabel?: string;
  isSelected: boolean;
  isSelectionDisabled: boolean;
  /** The row's rank across pages, when the table shows a rank column. */
  rank?: number;
  /** The actions menu's name, e.g. "Actions for Jane Doe"; no actions cell without it. */
  actionsLabel?: string;
  rowActions?: (row: TRow) => readonly RowAction[];
}

/** The data cells, apart from the row so that selecting the row does not render them again. */
const DataCells = memo(function DataCells<TRow extends object>({
  cells,
}: {
  cells: readonly Cell<DataTableFeatures, TRow, unknown>[];
}) {
  return cells.map((cell) => (
    <td key={cell.id} className={styles.cell}>
      <FlexRender cell={cell} />
    </td>
  ));
}) as <TRow extends object>(props: { cells: readonly Cell<DataTableFeatures, TRow, unknown>[] }) => ReactNode;

/**
 * One body row. Memoised on primitive props and TanStack's stable row and cell objects: a change of
 * selection renders the rows whose selection changed, not the whole page.
 */
export const DataTableRow = memo(function DataTableRow<TRow extends object>({
  row,
  cells,
  selectLabel,
  isSelected,
  isSelectionDisabled,
  rank,
  actionsLabel,
  rowActions,
}: DataTableRowProps<TRow>) {
  const actions = rowActions?.(row.original) ?? [];
  return (
    <tr className={styles.row} data-selected={isSelected || undefined}>
      {selectLabel !== undefined && (
        <td className={`${styles.cell} ${styles.control}`}>
          <SelectionCheckbox
            label={selectLabel}
            isSelected={isSelected}
            isDisabled={isSelectionDisabled}
            onChange={(isNowSelected) => row.toggleSelected(isNowSelected)}
          />
        </td>
      )}
      {rank !== undefined && <td className={styles.cell}>{rank}</td>}
      <DataCells cells={cells} />
      {actionsLabel !== undefined && (
        <td className={`${styles.cell} ${styles.control}`}>
          {actions.length > 0 && <RowActionsMenu label={actionsLabel} actions={actions} />}
        </td>
      )}
    </tr>
  );
}) as <TRow extends object>(props: DataTableRowProps<TRow>) => ReactElement;
