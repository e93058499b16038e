import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useCollator } from 'react-aria/useCollator';

import { defaultPageSizes } from '@partner-insights/ui';
import { visibleColumnCount } from '../responsive';
import { pageOfRows, sortRows } from './clientRows';
import { pageSelection, withRows } from './rowSelection';
import { nextSort } from './sortOrder';
import type { DataTableColumn, PageState, ServerPagination, SortDescriptor } from './types';

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
 * The state behind a DataTable: the columns shown, the page of rows, the sort and the selection. Each slice is the
 * caller's when given (server-side paging, a controlled sort or selection) and the table's own otherwise, and
 * every change is reported. A client-side table sorts and pages its rows here, so that only the page shown is
 * rendered: 10,000 rows cost one sort.
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
  const shownColumnCount = visibleColumnCount(windowWidth, columns.length, keepsAllColumns);
  // Stable while the columns and the window's room for them stay, so that a row's cells render only when they do.
  const shownColumns = useMemo(() => columns.slice(0, shownColumnCount), [columns, shownColumnCount]);

  const [ownPage, setOwnPage] = useState<PageState>({ page: 1, pageSize: defaultPageSize });
  const page = pagination ? { page: pagination.page, pageSize: pagination.pageSize } : ownPage;
  const setPage = (next: PageState) => (pagination ? pagination.onChange(next) : setOwnPage(next));

  const [ownSort, setOwnSort] = useState<SortDescriptor>();
  const currentSort = sort ?? ownSort;

  // New rows (a search, a refresh) or a new order start a client-side table again from its first page.
  const sortKey = currentSort && `${currentSort.columnId} ${currentSort.direction}`;
  const [pagedRows, setPagedRows] = useState({ data, sortKey });
  if (pagedRows.data !== data || pagedRows.sortKey !== sortKey) {
    setPagedRows({ data, sortKey });
    if (!isServerSide && ownPage.page !== 1) setOwnPage({ ...ownPage, page: 1 });
  }

  const { compare } = useCollator(collatorOptions);
  const sortedRows = useMemo(
    () => (isServerSide ? data : sortRows(data, columns, currentSort, compare)),
    [isServerSide, data, columns, currentSort, compare],
  );
  const { page: pageNumber, pageSize } = page;
  const rows = useMemo(
    () => (isServerSide ? data : pageOfRows(sortedRows, pageNumber - 1, pageSize)),
    [isServerSide, data, sortedRows, pageNumber, pageSize],
  );

  const sortBy = (column: DataTableColumn<TRow>) => {
    const next = nextSort(currentSort, column, rows);
    setOwnSort(next);
    onSortChange?.(next);
  };

  const [ownSelection, setOwnSelection] = useState<readonly string[]>([]);
  const selection = selectedRowIds ?? ownSelection;
  const selectedIds = useMemo(() => new Set(selection), [selection]);
  const changeSelection = (next: string[]) => {
    setOwnSelection(next);
    onSelectionChange?.(next);
  };
  const selectableRowIds = rows.filter((row) => !isRowDisabled?.(row)).map(rowId);
  const selectPage = (isSelected: boolean) => changeSelection(withRows(selection, selectableRowIds, isSelected));

  // A row's checkbox handler and the rows-per-page handler stay the same functions from render to render, so that
  // selecting one row renders that row alone and turning a page leaves the rows-per-page select be; they act on the
  // latest render's state.
  const latest = useRef({ selection, changeSelection, setPage });
  useLayoutEffect(() => {
    latest.current = { selection, changeSelection, setPage };
  });
  const selectRow = useCallback((id: string, isSelected: boolean) => {
    const { selection: selected, changeSelection: change } = latest.current;
    change(withRows(selected, [id], isSelected));
  }, []);
  const setPageSize = useCallback((size: number) => latest.current.setPage({ page: 1, pageSize: size }), []);

  return {
    shownColumns,
    rows,
    page,
    rowCount: pagination?.totalCount ?? data.length,
    setPage,
    setPageSize,
    sort: currentSort,
    sortBy,
    selectedIds,
    selectRow,
    selectPage,
    /** The page's rows that can be selected (not disabled), by id. */
    selectableIds: new Set(selectableRowIds),
    pageSelection: pageSelection(selectableRowIds, selectedIds),
  };
}
