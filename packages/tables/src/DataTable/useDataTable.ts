import {
  functionalUpdate,
  useTable,
  type ColumnVisibilityState,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';

import { defaultPageSizes } from '@partner-insights/ui';
import { visibleColumnCount } from '../responsive';
import { toColumnDef } from './columnDefs';
import { toSortDescriptor, toSortingState } from './sorting';
import { dataTableFeatures } from './tableFeatures';
import type { DataTableColumn, ServerPagination, SortDescriptor } from './types';

export interface DataTableOptions<TRow extends object> {
  columns: readonly DataTableColumn<TRow>[];
  data: readonly TRow[];
  rowId: (row: TRow) => string;
  /** Server-side paging; without it the table pages `data` itself. */
  pagination?: ServerPagination;
  /** First page size of a client-side table. */
  defaultPageSize?: number;
  sort?: SortDescriptor;
  onSortChange?: (sort: SortDescriptor | undefined) => void;
  selectedRowIds?: readonly string[];
  onSelectionChange?: (selectedRowIds: string[]) => void;
  isRowDisabled?: (row: TRow) => boolean;
  /** Window width, which decides how many leading columns show. */
  windowWidth: number;
  /** Keep every column (the table scrolls sideways instead). */
  keepsAllColumns: boolean;
}

/**
 * The TanStack table behind a DataTable. Each slice of state is the caller's when given (server-side
 * paging, a controlled sort or selection) and the table's own otherwise, and every change is reported.
 */
export function useDataTable<TRow extends object>({
  columns,
  data,
  rowId,
  pagination,
  defaultPageSize = defaultPageSizes[0],
  sort,
  onSortChange,
  selectedRowIds,
  onSelectionChange,
  isRowDisabled,
  windowWidth,
  keepsAllColumns,
}: DataTableOptions<TRow>) {
  const columnDefs = useMemo(() => columns.map(toColumnDef), [columns]);

  const shownColumnCount = visibleColumnCount(windowWidth, columns.length, keepsAllColumns);
  const columnVisibility = useMemo<ColumnVisibilityState>(
    () => Object.fromEntries(columns.map((column, index) => [column.id, index < shownColumnCount])),
    [columns, shownColumnCount],
  );

  const [ownSorting, setOwnSorting] = useState<SortingState>([]);
  const sorting = useMemo(() => (sort === undefined ? ownSorting : toSortingState(sort)), [sort, ownSorting]);
  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = functionalUpdate(updater, sorting);
    setOwnSorting(next);
    onSortChange?.(toSortDescriptor(next));
  };

  const [ownPage, setOwnPage] = useState<PaginationState>({ pageIndex: 0, pageSize: defaultPageSize });
  const page = useMemo(
    () => (pagination ? { pageIndex: pagination.page - 1, pageSize: pagination.pageSize } : ownPage),
    [pagination, ownPage],
  );
  const onPaginationChange = (updater: Updater<PaginationState>) => {
    const next = functionalUpdate(updater, page);
    if (pagination) pagination.onChange({ page: next.pageIndex + 1, pageSize: next.pageSize });
    else setOwnPage(next);
  };

  const [ownSelection, setOwnSelection] = useState<RowSelectionState>({});
  const rowSelection = useMemo<RowSelectionState>(
    () => (selectedRowIds ? Object.fromEntries(selectedRowIds.map((id) => [id, true] as const)) : ownSelection),
    [selectedRowIds, ownSelection],
  );
  const onRowSelectionChange = (updater: Updater<RowSelectionState>) => {
    const next = functionalUpdate(updater, rowSelection);
    setOwnSelection(next);
    onSelectionChange?.(Object.keys(next));
  };

  const isServerSide = pagination !== undefined;
  return useTable({
    features: dataTableFeatures,
    columns: columnDefs,
    data,
    getRowId: rowId,
    state: { sorting, pagination: page, rowSelection, columnVisibility },
    onSortingChange,
    onPaginationChange,
    onRowSelectionChange,
    enableSortingRemoval: false,
    enableMultiSort: false,
    // Server-side tables get each page already sorted.
    manualSorting: isServerSide,
    manualPagination: isServerSide,
    rowCount: pagination?.totalCount,
    enableRowSelection: isRowDisabled ? (row) => !isRowDisabled(row.original) : true,
    enableRowRangeSelection: false,
  });
}
