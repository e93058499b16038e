import { memo } from 'react';
import { useNumberFormatter } from 'react-aria/useNumberFormatter';

import { Select } from '../Select';
import * as styles from './Pagination.css';

interface PageSizeSelectProps {
  label: string;
  pageSize: number;
  pageSizes: readonly number[];
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * The rows-per-page choice. Memoised: turning a page leaves it alone, which keeps a page switch within a
 * frame (given a stable `onPageSizeChange`).
 */
export const PageSizeSelect = memo(function PageSizeSelect({
  label,
  pageSize,
  pageSizes,
  onPageSizeChange,
}: PageSizeSelectProps) {
  const numberFormat = useNumberFormatter();
  return (
    <div className={styles.pageSize}>
      <Select
        label={label}
        options={pageSizes.map((size) => ({ id: size, label: numberFormat.format(size) }))}
        value={pageSize}
        onChange={(size) => size !== null && onPageSizeChange(Number(size))}
      />
    </div>
  );
});
