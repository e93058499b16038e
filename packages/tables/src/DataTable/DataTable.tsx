import { Pagination } from '@partner-insights/ui';
import { useId, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria/VisuallyHidden';

import { rowRank } from '../rank';
import { useWindowWidth } from '../useWindowWidth';
import * as styles from './DataTable.css';
import type { DataTableLabels } from './dataTableMessages';
import { HeaderCell } from './HeaderCell';
import { loginIdOf } from './rowId';
import { columnLayout, type ControlColumn } from './columnWidths';
import { DataTableRow } from './DataTableRow';
import { SelectionCheckbox } from './SelectionCheckbox';
import { SpacerRow } from './SpacerRow';
import { LoadingRow } from './LoadingRow';
import { StatusMessage } from './StatusMessage';
import type { DataTableColumn, DataTableStatus, RowAction, ServerPagination, SortDescriptor } from './types';
import { useDataTable } from './useDataTable';
import { useProgressiveRows } from './useProgressiveRows';
import { useDataTableStrings } from './useDataTableStrings';
import { useScrollsSideways } from './useScrollsSideways';

export interface DataTableProps<TRow extends object> {
  /** Names the table for assistive technology (its caption), e.g. "Users". */
  label: string;
  /** The columns in order; keep the array stable (module scope or memoised). Narrow windows show the first ones. */
  columns: readonly DataTableColumn<TRow>[];
  /** Every row (client-side paging) or the current page (with `pagination`). Keep the array stable. */
  data: readonly TRow[];
  /** A row's unique id; the row's `loginId` unless told. */
  rowId?: (row: TRow) => string;
  /** How a row is named in "Select …" and "Actions for …"; its id unless told. */
  rowLabel?: (row: TRow) => string;
  /** Loading shows skeleton rows, `error` the error panel, `filtersNotApplied` a prompt to filter first. */
  status?: DataTableStatus;
  /** Skeleton rows while loading (the data dictionary shows 7). */
  loadingRowCount?: number;
  /** The search that found nothing: the empty state reads "No results found for {term}". */
  searchTerm?: string;
  /** Shows a button in the empty state that clears the search and filters. */
  onClearQuery?: () => void;
  /** Shows "Try again" in the error state; without it the button reloads the page. */
  onRetry?: () => void;
  /** Server-side paging: the caller fetches each page (sorted as `sort` says) and reports the total. */
  pagination?: ServerPagination;
  /** Rows per page of a client-side table at first; 10 unless told. */
  defaultPageSize?: number;
  /** The sort, when the caller holds it (always, with server-side paging). */
  sort?: SortDescriptor;
  onSortChange?: (sort: SortDescriptor | undefined) => void;
  /** `multiple` adds a checkbox to each row and one selecting every row on the page. */
  selectionMode?: 'none' | 'multiple';
  /** The selected row ids, when the caller holds them. */
  selectedRowIds?: readonly string[];
  onSelectionChange?: (selectedRowIds: string[]) => void;
  /** Rows flagged disabled cannot be selected. */
  isRowDisabled?: (row: TRow) => boolean;
  /** A row's menu options; rows with none get no menu. */
  rowActions?: (row: TRow) => readonly RowAction[];
  /** Adds a leading column with each row's rank across pages. */
  showRank?: boolean;
  /**
   * `hideColumns` (default): below 768 px only the first two columns show, below 1024 px the first three.
   * `scroll`: every column stays (the activity log, global user management).
   * Either way a table narrower than its columns' minimums need scrolls sideways rather than break a word.
   */
  overflow?: 'hideColumns' | 'scroll';
  /** Search, filters, export and bulk actions above the table, e.g. a TableToolbar. */
  toolbar?: ReactNode;
  /** Replaces any shipped text. */
  labels?: Partial<DataTableLabels>;
}

/**
 * A responsive admin table: sortable columns with truncated long text, client- or server-side paging,
 * row selection, row menus and the loading, empty, error and filter-prompt states. It fills the width of its
 * container, and on narrow windows shows only its leading columns; where even those need more room than the
 * container has, it scrolls sideways. A long page draws the rows in view first and the rest in the frames after
 * (useProgressiveRows).
 */
export function DataTable<TRow extends object>({
  label,
  rowId = loginIdOf,
  rowLabel = rowId,
  status = 'ready',
  loadingRowCount = 5,
  searchTerm,
  onClearQuery,
  onRetry,
  selectionMode = 'none',
  rowActions,
  showRank = false,
  overflow = 'hideColumns',
  toolbar,
  labels,
  ...tableOptions
}: DataTableProps<TRow>) {
  const text = useDataTableStrings(labels);
  const windowWidth = useWindowWidth();
  const captionId = useId();
  const table = useDataTable({ ...tableOptions, rowId, windowWidth, keepsAllColumns: overflow === 'scroll' });

  const isSelectable = selectionMode === 'multiple';
  const { rows, shownColumns, page } = table;
  const leadingControls: ControlColumn[] = [
    ...(isSelectable ? ['selection' as const] : []),
    ...(showRank ? ['rank' as const] : []),
  ];
  const trailingControls: ControlColumn[] = rowActions ? ['actions'] : [];
  const layout = columnLayout(
    shownColumns,
    { leading: leadingControls, trailing: trailingControls },
    overflow === 'scroll',
  );
  const columnCount = layout.columns.length;
  const bodyStatus = status === 'ready' && rows.length === 0 ? 'empty' : status;
  const [tableNode, setTableNode] = useState<HTMLTableElement | null>(null);
  const [regionNode, setRegionNode] = useState<HTMLDivElement | null>(null);
  const scrollsSideways = useScrollsSideways(regionNode, tableNode);
  const progressive = useProgressiveRows(bodyStatus === 'ready' ? rows.map(rowId) : [], tableNode, styles.row);
  const { start, end } = progressive.window;

  const tableElement = (
    <table
      ref={setTableNode}
      className={styles.table[overflow]}
      style={layout.table}
      aria-busy={status === 'loading' || undefined}
    >
      <caption id={captionId} className={styles.caption}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </caption>
      <colgroup>
        {layout.columns.map((width, index) => (
          <col key={index} style={width} />
        ))}
      </colgroup>
      <thead>
        <tr>
          {isSelectable && (
            <th scope="col" className={`${styles.headerCell} ${styles.control}`}>
              <SelectionCheckbox
                label={text('selectAllOnPage')}
                isSelected={table.pageSelection === 'all'}
                isIndeterminate={table.pageSelection === 'some'}
                isDisabled={bodyStatus !== 'ready' || table.selectableIds.size === 0}
                onChange={table.selectPage}
              />
            </th>
          )}
          {showRank && (
            <th scope="col" className={styles.headerCell}>
              {text('rank')}
            </th>
          )}
          {shownColumns.map((column) => (
            <HeaderCell
              key={column.id}
              column={column}
              sortDirection={table.sort?.columnId === column.id ? table.sort.direction : undefined}
              onSort={table.sortBy}
            />
          ))}
          {rowActions && (
            <th scope="col" className={`${styles.headerCell} ${styles.control}`}>
              <VisuallyHidden>{text('actions')}</VisuallyHidden>
            </th>
          )}
        </tr>
      </thead>
      <tbody key={progressive.bodyKey}>
        {bodyStatus === 'ready' && (
          <>
            <SpacerRow height={progressive.heightBefore} columnCount={columnCount} />
            {rows.slice(start, end).map((row, windowIndex) => {
              const id = rowId(row);
              const name = rowLabel(row);
              const index = start + windowIndex;
              return (
                <DataTableRow
                  key={id}
                  row={row}
                  rowId={id}
                  columns={shownColumns}
                  selectLabel={isSelectable ? text('selectRow', { row: name }) : undefined}
                  isSelected={table.selectedIds.has(id)}
                  isSelectionDisabled={!table.selectableIds.has(id)}
                  onSelect={table.selectRow}
                  rank={showRank ? rowRank({ ...page, index }) : undefined}
                  actionsLabel={rowActions && text('rowActions', { row: name })}
                  rowActions={rowActions}
                />
              );
            })}
            <SpacerRow height={progressive.heightAfter} columnCount={columnCount} />
          </>
        )}
        {bodyStatus === 'loading' && (
          <LoadingRow
            columnCount={columnCount}
            dataColumnCount={shownColumns.length}
            loadingRowCount={loadingRowCount}
          />
        )}
      </tbody>
    </table>
  );

  return (
    <div className={styles.dataTable}>
      {toolbar}
      <div>
        {/* While the table is wider than its place, a region of its own: keyboard users focus it and scroll it with
            the arrow keys. */}
        <div
          ref={setRegionNode}
          className={styles.scrollRegion}
          {...(scrollsSideways && { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 })}
        >
          {tableElement}
        </div>
        {bodyStatus !== 'ready' && bodyStatus !== 'loading' && (
          <StatusMessage
            status={bodyStatus}
            searchTerm={searchTerm}
            onClearQuery={onClearQuery}
            onRetry={onRetry}
            text={text}
          />
        )}
      </div>
      {bodyStatus === 'ready' && (
        <Pagination
          page={page.page}
          pageSize={page.pageSize}
          totalCount={table.rowCount}
          onPageChange={(pageNumber) => table.setPage({ ...page, page: pageNumber })}
          onPageSizeChange={table.setPageSize}
          pageSizes={tableOptions.pagination?.pageSizes}
          // Named after its table, so two tables on a page give two distinct landmarks.
          labels={{ navigation: text('pagination', { table: label }) }}
        />
      )}
    </div>
  );
}
