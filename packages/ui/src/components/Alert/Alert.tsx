import type { ReactNode } from 'react';

import { Button } from '../Button';
import * as styles from './Alert.css';
import { CloseButton } from './CloseButton';
import { ToneIcon } from './ToneIcon';
import { inlineToneIcon, type AlertTone } from './tones.css';
import { toneRoles } from './toneRoles';

export interface AlertAction {
  label: string;
  onPress: () => void;
}

export interface AlertProps {
  tone: AlertTone;
  /** The message. */
  children: ReactNode;
  title?: string;
  /** A button under the message, e.g. "Try again". */
  action?: AlertAction;
  /** Shows a close button that calls this; the parent removes the alert. */
  onDismiss?: () => void;
  /** Accessible name of the close button; "Close" in the reader's language unless told. */
  dismissLabel?: string;
}

/**
 * A message inline with the content it is about, in one of four tones. Announced when it
 * appears: as an alert for critical and caution tones, politely for success and info.
 */
export function Alert({ tone, children, title, action, onDismiss, dismissLabel }: AlertProps) {
  return (
    <div role={toneRoles[tone]} className={`${styles.alert} ${styles.tone[tone]}`}>
      <ToneIcon tone={tone} className={inlineToneIcon[tone]} />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        <div className={styles.message}>{children}</div>
        {action && (
          <Button variant="secondary" size="small" onPress={action.onPress}>
            {action.label}
          </Button>
        )}
      </div>
      {onDismiss && (
        <div className={styles.closeSlot}>
          <CloseButton label={dismissLabel} onPress={onDismiss} />
        </div>
      )}
    </div>
  );
}
