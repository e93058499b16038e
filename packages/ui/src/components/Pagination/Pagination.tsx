import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { useNumberFormatter } from 'react-aria/useNumberFormatter';

import { Button } from '../Button';
import { PageIcon } from './PageIcon';
import { PageSizeMenu } from './PageSizeMenu';
import { defaultPageSizes, formatNumbers, pageCount as countPages, pageRange } from './pages';
import * as styles from './Pagination.css';
import { paginationMessages, type PaginationLabels } from './paginationMessages';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Rows in the whole list. */
  totalCount: number;
  onPageChange: (page: number) => void;
  /** Called with the new size; the caller usually returns to page 1 with it. Keep it stable (memoised). */
  onPageSizeChange: (pageSize: number) => void;
  /** The rows-per-page choices. Defaults to 10, 25, 50, 75 and 100. */
  pageSizes?: readonly number[];
  /**
   * Replaces any shipped text (localised by default). `range` and `pageOf` are templates whose
   * `{start}`, `{end}`, `{total}`, `{page}` and `{pageCount}` are filled with formatted numbers.
   */
  labels?: Partial<PaginationLabels>;
}

/**
 * Paging controls for a list: a rows-per-page menu, where the reader is ("1–10 of 57", "Page 1 of 6",
 * announced as it changes) and first, previous, next and last page buttons, disabled at either end.
 * Controlled: it shows `page` and `pageSize` and reports changes.
 */
export function Pagination({
  page,
  pageSize,
  totalCount,
  onPageChange,
  onPageSizeChange,
  pageSizes = defaultPageSizes,
  labels,
}: PaginationProps) {
  const strings = useLocalizedStringFormatter(paginationMessages, '@partner-insights/ui');
  // Cached per locale: a page switch formats its numbers without building a formatter.
  const numberFormat = useNumberFormatter();
  const text = (key: keyof PaginationLabels) => labels?.[key] ?? strings.format(key);

  const pageCount = countPages(totalCount, pageSize);
  const { start, end } = pageRange(page, pageSize, totalCount);
  const isFirstPage = page <= 1;
  const isLastPage = page >= pageCount;

  return (
    <nav aria-label={text('navigation')} className={styles.pagination}>
      <PageSizeMenu
        label={text('rowsPerPage')}
        pageSize={pageSize}
        pageSizes={pageSizes}
        onPageSizeChange={onPageSizeChange}
      />
      <div aria-live="polite" className={styles.status}>
        <span>{formatNumbers(text('range'), { start, end, total: totalCount }, numberFormat)}</span>
        <span>{formatNumbers(text('pageOf'), { page, pageCount }, numberFormat)}</span>
      </div>
      <div className={styles.buttons}>
        <Button
          variant="ghost"
          size="small"
          aria-label={text('firstPage')}
          isDisabled={isFirstPage}
          onPress={() => onPageChange(1)}
        >
          <PageIcon direction="first" />
        </Button>
        <Button
          variant="ghost"
          size="small"
          aria-label={text('previousPage')}
          isDisabled={isFirstPage}
          onPress={() => onPageChange(page - 1)}
        >
          <PageIcon direction="previous" />
        </Button>
        <Button
          variant="ghost"
          size="small"
          aria-label={text('nextPage')}
          isDisabled={isLastPage}
          onPress={() => onPageChange(page + 1)}
        >
          <PageIcon direction="next" />
        </Button>
        <Button
          variant="ghost"
          size="small"
          aria-label={text('lastPage')}
          isDisabled={isLastPage}
          onPress={() => onPageChange(pageCount)}
        >
          <PageIcon direction="last" />
        </Button>
      </div>
    </nav>
  );
}
