import { useIntl } from 'react-intl';
import { useToasts } from '../../../shell/toasts/useToasts';
import type { Outcome } from '../stores/userOutcomes';

/** Shows a change's outcome as a toast, worded in the reader's language. */
export function useShowOutcome(): (outcome: Outcome) => void {
  const intl = useIntl();
  const toasts = useToasts();
  return (outcome) => {
    const title = intl.formatMessage({ id: outcome.messageId }, { count: outcome.count });
    if (outcome.tone === 'success') toasts.success(title);
    else toasts.error(title);
  };
}
