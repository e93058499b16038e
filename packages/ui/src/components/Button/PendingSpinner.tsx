import { ProgressBar } from 'react-aria-components';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';

import * as styles from './Button.css';
import { pendingMessages } from './pendingMessages';

/**
 * The busy indicator of a pending button. Inside react-aria's Button it is wired up as the
 * button's progress bar, so the pending state is announced with the button's label.
 */
export function PendingSpinner() {
  const strings = useLocalizedStringFormatter(pendingMessages, '@partner-insights/ui');
  return (
    <ProgressBar isIndeterminate aria-label={strings.format('pending')} className={styles.spinner}>
      <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" className={styles.spinnerIcon}>
        <circle cx="10" cy="10" r="8" stroke="currentColor" strokeOpacity="0.3" strokeWidth="2.5" />
        <path d="M10 2a8 8 0 0 1 8 8" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </ProgressBar>
  );
}
