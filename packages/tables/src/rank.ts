export interface RankInput {
  /** One-based page number. */
  page: number;
  pageSize: number;
  /** Zero-based index of the row within its page. */
  index: number;
}

/**
 * The spec's rank of a row across pages: pageSize x (page - 1) + index + 1 beyond page 1,
 * index + 1 on page 1, and 0 when the page is not a valid page number.
 */
export function rowRank({ page, pageSize, index }: RankInput): number {
  if (page > 1) return pageSize * (page - 1) + index + 1;
  if (page === 1) return index + 1;
  return 0;
}
