import * as v from 'valibot';

/** The spec's rows-per-page choices of every admin table. */
export const ADMIN_PAGE_SIZES = [10, 25, 50, 75, 100] as const;
export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];
export const DEFAULT_ADMIN_PAGE_SIZE: AdminPageSize = 10;

/** Longest search an admin list takes. */
export const MAX_ADMIN_SEARCH_LENGTH = 100;
/** Far beyond any list; bounds the offset a request can ask for. */
const MAX_ADMIN_PAGE = 100_000;

export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A search as a query string value: trimmed, at most MAX_ADMIN_SEARCH_LENGTH characters, '' when absent. */
export const AdminSearchSchema = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(MAX_ADMIN_SEARCH_LENGTH, `Keep the search to ${MAX_ADMIN_SEARCH_LENGTH} characters`),
  ),
  '',
);

/**
 * The paging part of an admin list's query string: `page` from 1, `pageSize` one of the rows-per-page choices,
 * `sortBy` one of the list's sortable fields (`sortFields`, the first is the default), `sortOrder` ASC or DESC.
 */
export function adminListQuery<const TField extends string>(sortFields: readonly [TField, ...TField[]]) {
  return {
    search: AdminSearchSchema,
    page: v.optional(
      v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(MAX_ADMIN_PAGE)),
      '1',
    ),
    pageSize: v.optional(
      v.pipe(
        v.picklist(ADMIN_PAGE_SIZES.map(String)),
        v.transform((size) => Number(size) as AdminPageSize),
      ),
      String(DEFAULT_ADMIN_PAGE_SIZE),
    ),
    sortBy: v.optional(v.picklist(sortFields), sortFields[0]),
    sortOrder: v.optional(v.picklist(SORT_ORDERS), 'ASC'),
  };
}

/** One page of an admin list: its rows, where it is, and how many rows the whole list has. */
export function adminPage<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    items: v.array(item),
    page: v.pipe(v.number(), v.integer(), v.minValue(1)),
    pageSize: v.pipe(v.number(), v.integer()),
    total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  });
}

/** A calendar date as YYYY-MM-DD. */
export const IsoDateSchema = v.pipe(v.string(), v.isoDate());
