import {
  columnVisibilityFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';

/**
 * What every DataTable uses of TanStack Table, registered once at module scope (a new registry would
 * rebuild the row models on every render): the state of sorting, paging and selection. Its rows come
 * sorted and paged (useDataTable), so it needs no sorted or paginated row model.
 */
export const dataTableFeatures = tableFeatures({
  columnVisibilityFeature,
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
});

export type DataTableFeatures = typeof dataTableFeatures;
