export { Pagination, type PaginationProps } from './Pagination';
export type { PaginationLabels } from './paginationMessages';
export { defaultPageSizes, pageCount, pageRange } from './pages';
