import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { useProgressBar } from 'react-aria/useProgressBar';

import * as styles from './Spinner.css';
import { spinnerMessages } from './spinnerMessages';

export interface SpinnerProps {
  /** Medium unless told; `inline` follows the font size of the text around it. */
  size?: keyof typeof styles.size;
  /** What assistive technology announces. Defaults to "Loading" in the reader's language. */
  label?: string;
}

/**
 * An indeterminate progress indicator for work of unknown length. It is a progress bar to assistive technology
 * (react-aria's `useProgressBar`), named "Loading" unless `label` says otherwise, and takes the colour of the text
 * around it. `size="inline"` scales with the surrounding font size.
 */
export function Spinner({ label, size = 'medium' }: SpinnerProps) {
  const strings = useLocalizedStringFormatter(spinnerMessages, '@partner-insights/ui');
  const { progressBarProps } = useProgressBar({
    isIndeterminate: true,
    'aria-label': label ?? strings.format('loading'),
  });
  // A span, as it may sit in a line of text or a button.
  return (
    <span {...progressBarProps} className={`${styles.spinner} ${styles.size[size]}`}>
      <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" className={styles.icon}>
        <circle cx="10" cy="10" r="8" stroke="currentColor" strokeOpacity="0.3" strokeWidth="2.5" />
        <path d="M10 2a8 8 0 0 1 8 8" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </span>
  );
}
