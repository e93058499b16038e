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
}

/** The table body's one full-width row when there are no rows to show: loading, failed, empty or waiting for filters. */
export function StatusRow({ columnCount, ...props }: StatusRowProps) {
  return (
    <tr>
      <td colSpan={columnCount} className={styles.statusCell}>
        <StatusContent {...props} />
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
