import type { IncidentStatus } from '@partner-insights/contracts';
import { Badge, type BadgeProps } from '@partner-insights/ui';
import { useIntl } from 'react-intl';

/** Open tickets await the support desk, waiting ones the user: the tone reinforces who acts next. */
const STATUS_TONES: Readonly<Record<IncidentStatus, BadgeProps['tone']>> = {
  UNRESOLVED: 'info',
  UPDATED: 'brand',
  WAITING: 'caution',
  SOLVED: 'positive',
};

/** Where a ticket stands at the support desk, in the reader's words. */
export function TicketStatusBadge({ status }: { readonly status: IncidentStatus }) {
  const intl = useIntl();
  return <Badge tone={STATUS_TONES[status]}>{intl.formatMessage({ id: `tickets.status.${status}` })}</Badge>;
}
