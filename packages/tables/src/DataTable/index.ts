export { DataTable, type DataTableProps } from './DataTable';
export type { DataTableLabels } from './dataTableMessages';
export type {
  DataTableColumn,
  DataTableStatus,
  PageState,
  RowAction,
  ServerPagination,
  SortDescriptor,
  SortDirection,
} from './types';
