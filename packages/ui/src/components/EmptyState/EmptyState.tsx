import type { ReactNode } from 'react';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';

import type { AlertAction } from '../Alert';
import { Button } from '../Button';
import * as statusPanel from '../StatusPanel/statusPanel.css';
import * as styles from './EmptyState.css';
import { emptyStateMessages } from './emptyStateMessages';

export interface EmptyStateProps {
  /** `noResults` after a search or filter found nothing; `noData` when there is nothing to show yet. */
  kind?: 'noResults' | 'noData';
  /** The search term: the title then reads "No results found for {term}". */
  term?: string;
  /** A better query to offer under "Did you mean"; pressing it calls `onSuggestionPress`. */
  suggestion?: string;
  onSuggestionPress?: (suggestion: string) => void;
  /** Overrides the localised title. */
  title?: string;
  /** Overrides the localised "Did you mean". */
  didYouMeanLabel?: string;
  /** More help under the title, e.g. a hint to broaden the search. */
  description?: ReactNode;
  /** A button to move on, e.g. "Clear filters". */
  action?: AlertAction;
}

/**
 * What a list, table or search shows when it has nothing to show. Announced politely when it
 * replaces the results, so a screen reader learns that a search found nothing.
 */
export function EmptyState({
  kind = 'noResults',
  term,
  suggestion,
  onSuggestionPress,
  title,
  didYouMeanLabel,
  description,
  action,
}: EmptyStateProps) {
  const strings = useLocalizedStringFormatter(emptyStateMessages, '@partner-insights/ui');
  const defaultTitle =
    kind === 'noData'
      ? strings.format('noData')
      : term
        ? strings.format('noResultsFor', { term })
        : strings.format('noResults');

  return (
    <div role="status" className={statusPanel.panel}>
      <p className={statusPanel.title}>{title ?? defaultTitle}</p>
      {description && <div className={statusPanel.text}>{description}</div>}
      {suggestion && onSuggestionPress && (
        <p className={styles.suggestion}>
          <span>{didYouMeanLabel ?? strings.format('didYouMean')}</span>
          <Button variant="ghost" size="small" onPress={() => onSuggestionPress(suggestion)}>
            {suggestion}
          </Button>
        </p>
      )}
      {action && (
        <Button variant="secondary" onPress={action.onPress}>
          {action.label}
        </Button>
      )}
    </div>
  );
}
