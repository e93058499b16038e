import type { IncidentSummary } from '@partner-insights/contracts';
import type { DataTableColumn } from '@partner-insights/tables';
import { Link } from '@partner-insights/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { TicketDateTime } from './TicketDateTime';
import { ticketPath } from './ticketPaths';
import { TicketStatusBadge } from './TicketStatusBadge';
import * as styles from './TrackTicketPage.css';

/**
 * The ticket list's columns in the reader's language. Phones show only the first two, so the reference (the way
 * to the ticket) and the subject lead: the reference, never broken, needs nearly half of a 375 px phone's table,
 * and the subject gets the most room.
 */
export function useTicketColumns(): readonly DataTableColumn<IncidentSummary>[] {
  const intl = useIntl();
  return useMemo(
    () => [
      {
        id: 'referenceNumber',
        header: intl.formatMessage({ id: 'tickets.reference' }),
        value: (ticket) => ticket.referenceNumber,
        cell: (ticket) => (
          <span className={styles.reference}>
            <Link href={ticketPath(ticket.incidentId)}>{ticket.referenceNumber}</Link>
          </span>
        ),
      },
      {
        id: 'subject',
        header: intl.formatMessage({ id: 'tickets.subject' }),
        value: (ticket) => ticket.subject,
        width: 1.1,
      },
      {
        id: 'statusInfo',
        header: intl.formatMessage({ id: 'tickets.status' }),
        value: (ticket) => ticket.statusInfo,
        cell: (ticket) => <TicketStatusBadge status={ticket.statusInfo} />,
        width: 0.6,
      },
      {
        id: 'createdOn',
        header: intl.formatMessage({ id: 'tickets.submittedOn' }),
        value: (ticket) => ticket.createdOn,
        cell: (ticket) => <TicketDateTime value={ticket.createdOn} />,
        width: 0.7,
      },
      {
        id: 'lastUpdatedOn',
        header: intl.formatMessage({ id: 'tickets.lastUpdated' }),
        value: (ticket) => ticket.lastUpdatedOn,
        cell: (ticket) => <TicketDateTime value={ticket.lastUpdatedOn} />,
        width: 0.7,
      },
    ],
    [intl],
  );
}
