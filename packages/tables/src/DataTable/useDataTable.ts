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
import { useCollator } from 'react-aria/useCollator';

import { defaultPageSizes } from '@partner-insights/ui';
import { visibleColumnCount } from '../responsive';
import { pageOfRows, sortRows } from './clientRows';
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

/** Compares text as the reader's language sorts it, numbers within it by value, case and accents aside. */
const collatorOptions: Intl.CollatorOptions = { numeric: true, sensitivity: 'base' };

/**
 * The TanStack table behind a DataTable. Each slice of state is the caller's when given (server-side
 * paging, a controlled sort or selection) and the table's own otherwise, and every change is reported.
 * A client-side table sorts and pages its rows here, so that TanStack models the page shown rather than
 * every row: 10,000 rows then cost one sort, not 10,000 row models.
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
  const isServerSide = pagination !== undefined;
  const columnDefs = useMemo(() => columns.map(toColumnDef), [columns]);

  const shownColumnCount = visibleColumnCount(windowWidth, columns.length, keepsAllColumns);
  const columnVisibility = useMemo<ColumnVisibilityState>(
    () => Object.fromEntries(columns.map((column, index) => [column.id, index < shownColumnCount])),
    [columns, shownColumnCount],
  );

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

  const [ownSorting, setOwnSorting] = useState<SortingState>([]);
  const sorting = useMemo(() => (sort === undefined ? ownSorting : toSortingState(sort)), [sort, ownSorting]);
  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = functionalUpdate(updater, sorting);
    setOwnSorting(next);
    onSortChange?.(toSortDescriptor(next));
  };

  // New rows (a search, a refresh) or a new order start a client-side table again from its first page.
  const sortKey = sorting.map(({ id, desc }) => `${id} ${desc}`).join();
  const [pagedRows, setPagedRows] = useState({ data, sortKey });
  if (pagedRows.data !== data || pagedRows.sortKey !== sortKey) {
    setPagedRows({ data, sortKey });
    if (!isServerSide && ownPage.pageIndex !== 0) setOwnPage({ ...ownPage, pageIndex: 0 });
  }

  const { compare } = useCollator(collatorOptions);
  const sortedRows = useMemo(
    () => (isServerSide ? data : sortRows(data, columns, toSortDescriptor(sorting), compare)),
    [isServerSide, data, columns, sorting, compare],
  );
  const { pageIndex, pageSize } = page;
  const rowsShown = useMemo(
    () => (isServerSide ? data : pageOfRows(sortedRows, pageIndex, pageSize)),
    [isServerSide, data, sortedRows, pageIndex, pageSize],
  );

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

  return useTable({
    features: dataTableFeatures,
    columns: columnDefs,
    data: rowsShown,
    getRowId: rowId,
    state: { sorting, pagination: page, rowSelection, columnVisibility },
    onSortingChange,
    onPaginationChange,
    onRowSelectionChange,
    enableSortingRemoval: false,
    enableMultiSort: false,
    // The rows come sorted and paged: by the server, or above.
    manualSorting: true,
    manualPagination: true,
    rowCount: pagination?.totalCount ?? data.length,
    enableRowSelection: isRowDisabled ? (row) => !isRowDisabled(row.original) : true,
    enableRowRangeSelection: false,
  });
}
