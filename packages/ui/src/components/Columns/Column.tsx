import type { ReactNode } from 'react';

import * as styles from './Columns.css';

export interface ColumnProps {
  children: ReactNode;
  /** The column's share of the row: a fraction, its content's width, or (default) an equal share of what is left. */
  width?: styles.ColumnWidth;
}

/** One column of `Columns`. */
export function Column({ children, width = 'fill' }: ColumnProps) {
  return <div className={styles.columnWidth[width]}>{children}</div>;
}
