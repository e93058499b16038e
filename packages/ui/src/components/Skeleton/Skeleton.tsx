import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { VisuallyHidden } from 'react-aria/VisuallyHidden';

import * as styles from './Skeleton.css';
import { skeletonMessages } from './skeletonMessages';

export interface SkeletonProps {
  /** Lines of text, or the rows of a table. */
  variant?: 'text' | 'table';
  /** How many lines or table rows; 3 lines or 5 rows unless told. */
  rows?: number;
  /** Cells per table row. */
  columns?: number;
  /** What assistive technology hears; "Loading" in the reader's language unless told. */
  label?: string;
}

// Fixed, varied widths read as text without being random, so every render looks the same.
const widths = ['100%', '92%', '84%', '96%', '72%'];
const widthOf = (index: number) => widths[index % widths.length];

/**
 * Placeholder shapes where content is loading. Screen readers hear one polite "Loading"
 * instead of the shapes, which are hidden from them.
 */
export function Skeleton({ variant = 'text', rows = variant === 'text' ? 3 : 5, columns = 4, label }: SkeletonProps) {
  const strings = useLocalizedStringFormatter(skeletonMessages, '@partner-insights/ui');
  const rowIndexes = Array.from({ length: rows }, (_, index) => index);
  return (
    <div role="status">
      <VisuallyHidden>{label ?? strings.format('loading')}</VisuallyHidden>
      {variant === 'text' ? (
        <div aria-hidden="true" className={styles.lines}>
          {rowIndexes.map((row) => (
            // The last line of a paragraph runs short.
            <div key={row} className={styles.bar} style={{ width: row === rows - 1 ? '60%' : widthOf(row) }} />
          ))}
        </div>
      ) : (
        <div aria-hidden="true" className={styles.table}>
          {rowIndexes.map((row) => (
            <div key={row} className={styles.tableRow}>
              {Array.from({ length: columns }, (_, column) => (
                <div key={column} className={styles.tableCell}>
                  <div className={styles.bar} style={{ width: widthOf(row + column) }} />
                </div>
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
