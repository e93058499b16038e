export {
  DataTable,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableProps,
  type DataTableStatus,
  type PageState,
  type RowAction,
  type ServerPagination,
  type SortDescriptor,
  type SortDirection,
} from './DataTable';
export { TableTabs, type TableTab, type TableTabsProps } from './TableTabs';
export { TableToolbar, type TableToolbarProps } from './TableToolbar';
export { useWindowWidth } from './useWindowWidth';
export { rowRank, type RankInput } from './rank';
export { MEDIUM_TABLE_MAX_WIDTH, NARROW_TABLE_MAX_WIDTH, visibleColumnCount } from './responsive';
