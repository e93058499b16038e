import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';

import { Spinner } from '../Spinner';
import * as styles from './Button.css';
import { pendingMessages } from './pendingMessages';

/**
 * The busy indicator of a pending button, drawn over its label. Inside react-aria's Button the
 * spinner's progress bar is wired up as the button's, so the pending state is announced with the
 * button's label.
 */
export function PendingSpinner({ label }: { label?: string }) {
  const strings = useLocalizedStringFormatter(pendingMessages, '@partner-insights/ui');
  return (
    <span className={styles.spinner}>
      <Spinner size="inline" label={label ?? strings.format('pending')} />
    </span>
  );
}
