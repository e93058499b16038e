import { Button, type ButtonProps } from 'react-aria-components';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';

import * as styles from './CloseButton.css';
import { closeMessages } from './closeMessages';

export interface CloseButtonProps extends Pick<ButtonProps, 'onPress' | 'slot'> {
  /** The button's accessible name; "Close" in the reader's language unless told. */
  label?: string;
}

/** The cross that dismisses an alert, banner or toast. */
export function CloseButton({ label, ...props }: CloseButtonProps) {
  const strings = useLocalizedStringFormatter(closeMessages, '@partner-insights/ui');
  return (
    <Button {...props} aria-label={label ?? strings.format('close')} className={styles.closeButton}>
      <svg viewBox="0 0 16 16" aria-hidden="true" className={styles.icon}>
        <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      </svg>
    </Button>
  );
}
