import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { useToastQueue } from 'react-stately/useToastState';

import { CloseButton } from '../Alert/CloseButton';
import { ToneIcon } from '../Alert/ToneIcon';
import { inlineToneIcon } from '../Alert/tones.css';
import { Button } from '../Button';
import * as styles from './Toast.css';
import { toastMessages } from './toastMessages';
import type { Toasts } from './toastQueue';

export interface ToastRegionProps {
  /** The queue from `createToastQueue()` whose toasts this region shows. */
  toasts: Toasts;
  /** The landmark's name; "Notifications" in the reader's language unless told. */
  'aria-label'?: string;
  /** Accessible name of each toast's close button; "Close" in the reader's language unless told. */
  closeLabel?: string;
}

/**
 * Shows a queue's toasts at the bottom of the screen (full width on phones), newest first, in a
 * named landmark. Each toast is announced when it appears; hovering or focusing the
 * region pauses the timeouts. Render it once, near the root of the app.
 */
export function ToastRegion({ toasts, 'aria-label': label, closeLabel }: ToastRegionProps) {
  const strings = useLocalizedStringFormatter(toastMessages, '@partner-insights/ui');
  const { visibleToasts } = useToastQueue(toasts.queue);
  // react-aria enters the region in the F6 landmark sequence on mount and whenever its name changes, and
  // skips it while its element is missing. The element exists only while toasts show, so under one fixed
  // name the region would be entered once, before it exists, and F6 would never reach it. Named only
  // while toasts show, it is entered each time it appears.
  const name = visibleToasts.length > 0 ? (label ?? strings.format('notifications')) : undefined;
  return (
    <AriaToastRegion queue={toasts.queue} aria-label={name} className={styles.region}>
      {({ toast }) => {
        const { tone, title, description, action } = toast.content;
        return (
          <AriaToast toast={toast} className={`${styles.toast} ${styles.tone[tone]}`}>
            <ToneIcon tone={tone} className={inlineToneIcon[tone]} />
            <AriaToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                {title}
              </Text>
              {description && (
                <Text slot="description" className={styles.description}>
                  {description}
                </Text>
              )}
              {action && (
                <div className={styles.action}>
                  <Button
                    variant="secondary"
                    size="small"
                    onPress={() => {
                      action.onPress();
                      toasts.close(toast.key);
                    }}
                  >
                    {action.label}
                  </Button>
                </div>
              )}
            </AriaToastContent>
            <div className={styles.closeSlot}>
              <CloseButton slot="close" label={closeLabel} />
            </div>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
