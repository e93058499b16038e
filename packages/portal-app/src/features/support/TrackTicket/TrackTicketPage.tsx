import type { IncidentSummary } from '@partner-insights/contracts';
import { DataTable, type DataTableStatus, type PageState } from '@partner-insights/tables';
import { EmptyState, Link, PageHeader } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { ActionLink } from '../../../components/ActionLink/ActionLink';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { createTicketsStore } from '../stores/TicketsStore';
import { useTicketColumns } from './useTicketColumns';
import * as layout from '../../../components/page/pageLayout.css';

const TICKET_CREATION_PATH = '/support/ticketCreation';

const ticketIdOf = (ticket: IncidentSummary): string => ticket.incidentId;
const referenceOf = (ticket: IncidentSummary): string => ticket.referenceNumber;

/** /support/trackTicket: the signed-in user's support tickets, newest first, a page at a time. */
const TrackTicketPage = observer(function TrackTicketPage() {
  useAreaMessages('support');
  const { session } = useStores();
  const tickets = useAreaStore(createTicketsStore);
  const intl = useIntl();
  const columns = useTicketColumns();

  useEffect(() => {
    void tickets.loadList();
  }, [tickets]);

  const createLabel = intl.formatMessage({ id: 'trackTicket.create' });
  // Spectators view only: they follow tickets, but are not offered to raise one.
  const mayCreate = !session.isViewOnly;
  const hasNoTickets = tickets.list.status === 'success' && tickets.total === 0;
  // Only the very first load shows skeleton rows: later pages load behind the page already shown.
  const status: DataTableStatus = tickets.list.status === 'error' ? 'error' : tickets.isFirstLoad ? 'loading' : 'ready';
  const changePage = ({ page, pageSize }: PageState) =>
    void (pageSize === tickets.pageSize ? tickets.setPage(page) : tickets.setPageSize(pageSize));

  return (
    <div className={layout.page.full}>
      <PageHeader
        title={intl.formatMessage({ id: 'trackTicket.title' })}
        description={intl.formatMessage({ id: 'trackTicket.description' })}
        actions={mayCreate && !hasNoTickets && <ActionLink to={TICKET_CREATION_PATH}>{createLabel}</ActionLink>}
      />
      {hasNoTickets ? (
        <EmptyState
          kind="noData"
          title={intl.formatMessage({ id: 'trackTicket.empty.title' })}
          description={
            <>
              <p>{intl.formatMessage({ id: 'trackTicket.empty.description' })}</p>
              {mayCreate && <Link href={TICKET_CREATION_PATH}>{createLabel}</Link>}
            </>
          }
        />
      ) : (
        <DataTable
          label={intl.formatMessage({ id: 'trackTicket.label' })}
          columns={columns}
          data={tickets.tickets}
          rowId={ticketIdOf}
          rowLabel={referenceOf}
          status={status}
          onRetry={() => void tickets.loadList()}
          pagination={{
            page: tickets.page,
            pageSize: tickets.pageSize,
            totalCount: tickets.total,
            onChange: changePage,
          }}
        />
      )}
    </div>
  );
});

export default TrackTicketPage;
