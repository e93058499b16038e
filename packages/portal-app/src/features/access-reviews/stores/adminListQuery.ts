import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE, type SortOrder } from '@partner-insights/contracts';

/** The paging, order and search of an admin list, as its server query takes them. */
export interface AdminListQuery<TSort extends string> {
  readonly search: string;
  readonly page: number;
  readonly pageSize: number;
  readonly sortBy: TSort;
  readonly sortOrder: SortOrder;
}

/** A page of the list; a new page size (one of the admin tables' choices) starts again from the first page. */
export function pagedQuery<TSort extends string>(
  query: AdminListQuery<TSort>,
  page: number,
  pageSize: number,
): AdminListQuery<TSort> {
  if (pageSize === query.pageSize) return { ...query, page };
  return {
    ...query,
    page: 1,
    pageSize: ADMIN_PAGE_SIZES.find((choice) => choice === pageSize) ?? DEFAULT_ADMIN_PAGE_SIZE,
  };
}
