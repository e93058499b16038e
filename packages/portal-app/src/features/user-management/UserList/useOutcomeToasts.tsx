import { createToastQueue, ToastRegion } from '@partner-insights/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Outcome } from '../stores/userOutcomes';

/** The page's toasts: `show` words a change's outcome in the reader's language; `region` shows them. */
export function useOutcomeToasts() {
  const intl = useIntl();
  const [toasts] = useState(createToastQueue);
  const show = (outcome: Outcome) => {
    const title = intl.formatMessage({ id: outcome.messageId }, { count: outcome.count });
    if (outcome.tone === 'success') toasts.success(title);
    else toasts.error(title);
  };
  return { show, region: <ToastRegion toasts={toasts} /> };
}
