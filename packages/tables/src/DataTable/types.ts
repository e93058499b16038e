import type { ReactNode } from 'react';

/** One column of a DataTable. */
export interface DataTableColumn<TRow> {
  /** Unique within the table; also the key sorting reports. */
  id: string;
  /** The column header's label. */
  header: string;
  /** The cell's value: what sorting compares, and the text shown when there is no `cell` renderer. */
  value: (row: TRow) => string | number | null | undefined;
  /** Renders the cell instead of its value as (truncated) text. */
  cell?: (row: TRow) => ReactNode;
  /**
   * Characters of text shown before "see more" (50 unless told; admin columns use 17 to 50).
   * Applies to values shown as text, not to a custom `cell`.
   */
  maxLength?: number;
  /** Whether the header sorts the rows by this column. */
  isSortable?: boolean;
  /**
   * The column's share of the table's width against the other data columns shown: 2 takes twice the room of 1
   * (1 unless told). Declared, not measured from the rows, so the columns stay put when the rows arrive.
   */
  width?: number;
  /** Rem the column keeps at least when the table scrolls sideways (10 unless told): the table widens to give it. */
  minWidth?: number;
  /**
   * Texts the column's cells may show whose words must stay whole, such as the labels of the values it can hold, in
   * the reader's language: the column is at least as wide as the widest of their words, and the table scrolls sideways
   * rather than break one. Declared, like `width`, so the columns stay put when the rows arrive.
   */
  wholeWords?: readonly string[];
}

export type SortDirection = 'ascending' | 'descending';

/** The column the rows are sorted by, and which way. */
export interface SortDescriptor {
  columnId: string;
  direction: SortDirection;
}

/** One option of a row's actions menu. */
export interface RowAction {
  id: string;
  label: string;
  onAction: () => void;
  isDisabled?: boolean;
}

/** A page of the list, as a server pages it. */
export interface PageState {
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
}

/** Paging owned by the caller (server-side): `data` is the current page, already sorted. */
export interface ServerPagination extends PageState {
  /** Rows in the whole list, across every page. */
  totalCount: number;
  onChange: (page: PageState) => void;
  /** The rows-per-page choices; the pagination's defaults unless told (a list of one size fixes it). */
  pageSizes?: readonly number[];
}

/** What the table shows in place of rows. */
export type DataTableStatus = 'ready' | 'loading' | 'error' | 'filtersNotApplied';
