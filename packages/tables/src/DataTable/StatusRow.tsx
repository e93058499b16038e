import { EmptyState, ErrorPanel, Skeleton } from '@partner-insights/ui';
import type { ReactNode } from 'react';

import * as styles from './DataTable.css';
import type { DataTableText } from './useDataTableStrings';
import type { DataTableStatus } from './types';

export interface StatusRowProps {
  /** What to show: a status other than `ready`, or `empty` for a ready table without rows. */
  status: Exclude<DataTableStatus, 'ready'> | 'empty';
  /** Cells the row spans: every rendered column. */
  columnCount: number;
  /** Data columns shown, so the loading placeholder has their shape. */
  dataColumnCount: number;
  loadingRowCount: number;
  searchTerm?: string;
  onClearQuery?: () => void;
  onRetry?: () => void;
  text: DataTableText;
  /** The width in view while the table scrolls sideways: a message keeps to it, where a wide row would hide it. */
  visibleWidth?: number;
}

/** The table body's one full-width row when there are no rows to show: loading, failed, empty or waiting for filters. */
export function StatusRow({ columnCount, visibleWidth, ...props }: StatusRowProps) {
  return (
    <tr>
      <td colSpan={columnCount} className={styles.statusCell}>
        {props.status === 'loading' ? (
          // The placeholder has the shape of every column, as the rows it stands for.
          <StatusContent {...props} />
        ) : (
          <div className={styles.statusMessage} style={{ width: visibleWidth }}>
            <StatusContent {...props} />
          </div>
        )}
      </td>
    </tr>
  );
}

function StatusContent({
  status,
  dataColumnCount,
  loadingRowCount,
  searchTerm,
  onClearQuery,
  onRetry,
  text,
}: Omit<StatusRowProps, 'columnCount'>): ReactNode {
  switch (status) {
    case 'loading':
      return <Skeleton variant="table" rows={loadingRowCount} columns={dataColumnCount} />;
    case 'error':
      return (
        <ErrorPanel
          title={text('errorTitle')}
          hint={text('errorDescription')}
          onRefresh={onRetry}
          refreshLabel={onRetry && text('retry')}
        />
      );
    case 'filtersNotApplied':
      return (
        <EmptyState kind="noData" title={text('filterPromptTitle')} description={text('filterPromptDescription')} />
      );
    case 'empty':
      return (
        <EmptyState term={searchTerm} action={onClearQuery && { label: text('clearQuery'), onPress: onClearQuery }} />
      );
  }
}
