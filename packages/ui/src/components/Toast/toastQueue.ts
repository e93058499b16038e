import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

import type { AlertAction } from '../Alert';

export type ToastTone = 'success' | 'critical';

export interface ToastContent {
  tone: ToastTone;
  title: string;
  description?: string;
  action?: AlertAction;
}

export interface ShowToastOptions extends Pick<ToastContent, 'description' | 'action'> {
  /** Milliseconds until the toast closes itself; by default 5 s, or never for a toast with an action. */
  timeout?: number;
  /** Called once the toast closes, by the reader or its timeout. */
  onClose?: () => void;
}

/** How long a toast without an action stays on screen. */
export const defaultToastTimeout = 5000;

/**
 * A queue of toasts for one `ToastRegion`, usually one per app. `success` and `error` show a
 * toast and return its key, which `close` takes.
 */
export function createToastQueue({ maxVisibleToasts = 3 } = {}) {
  const queue = new ToastQueue<ToastContent>({ maxVisibleToasts });

  function show(tone: ToastTone, title: string, { timeout, onClose, ...content }: ShowToastOptions = {}) {
    // A toast with an action stays until closed, so that everyone has time to reach the action (WCAG 2.2.1).
    const closeAfter = timeout ?? (content.action ? undefined : defaultToastTimeout);
    return queue.add({ tone, title, ...content }, { timeout: closeAfter, onClose });
  }

  return {
    queue,
    success: (title: string, options?: ShowToastOptions) => show('success', title, options),
    error: (title: string, options?: ShowToastOptions) => show('critical', title, options),
    close: (key: string) => queue.close(key),
  };
}

export type Toasts = ReturnType<typeof createToastQueue>;
