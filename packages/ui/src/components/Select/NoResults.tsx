import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';

import * as styles from './listBox.css';
import { noResultsMessages } from './noResultsMessages';

export interface NoResultsProps {
  /** Replaces the default "No results found", localised. */
  text?: string;
}

/** A filtered list box's empty state (its `renderEmptyState`), which react-aria announces in place of options. */
export function NoResults({ text }: NoResultsProps) {
  const strings = useLocalizedStringFormatter(noResultsMessages, '@partner-insights/ui');
  return <div className={styles.emptyState}>{text ?? strings.format('noResults')}</div>;
}
