import { EmptyState, ErrorPanel } from '@partner-insights/ui';
import type { ReactNode } from 'react';

import * as styles from './DataTable.css';
import type { DataTableText } from './useDataTableStrings';

export interface StatusMessageProps {
  /** Why there are no rows: none match, they failed to load, or they wait for filters. */
  status: 'empty' | 'error' | 'filtersNotApplied';
  searchTerm?: string;
  onClearQuery?: () => void;
  onRetry?: () => void;
  text: DataTableText;
}

/**
 * What stands in for the rows of a table that has none, below its header. It is outside the part that scrolls
 * sideways, so it stays in view and centred however wide the columns are.
 */
export function StatusMessage(props: StatusMessageProps) {
  return <div className={styles.statusMessage}>{messageOf(props)}</div>;
}

function messageOf({ status, searchTerm, onClearQuery, onRetry, text }: StatusMessageProps): ReactNode {
  switch (status) {
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
