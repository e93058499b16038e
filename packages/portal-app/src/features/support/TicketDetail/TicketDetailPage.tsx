import type { IncidentDetailView } from '@partner-insights/contracts';
import { Card, ErrorPanel, Link, PageHeader, Skeleton } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ViewOnlyNotice } from '../../../components/ViewOnlyNotice/ViewOnlyNotice';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { createTicketsStore } from '../stores/TicketsStore';
import { sectionHeading } from '../../../components/page/pageTypography.css';
import { TicketDateTime } from '../TrackTicket/TicketDateTime';
import { TicketStatusBadge } from '../TrackTicket/TicketStatusBadge';
import { TICKET_LIST_PATH } from '../TrackTicket/ticketPaths';
import { AddCommentForm } from './AddCommentForm';
import { CommentThread } from './CommentThread';
import { TicketRequestDetails } from './TicketRequestDetails';
import * as styles from './TicketDetailPage.css';
import * as layout from '../../../components/page/pageLayout.css';

/** /support/trackTicket/:ticketId: one of the user's tickets, its form as raised, and its conversation. */
const TicketDetailPage = observer(function TicketDetailPage() {
  useAreaMessages('support');
  const { ticketId = '' } = useParams();
  const tickets = useAreaStore(createTicketsStore);
  const { locale } = useStores();
  const intl = useIntl();
  const language = locale.locale;

  // Again in another language: the server names the ticket's choices in the reader's.
  useEffect(() => {
    void tickets.openTicket(ticketId);
  }, [tickets, ticketId, language]);

  return (
    <div className={layout.page.narrow}>
      <Link variant="standalone" href={TICKET_LIST_PATH}>
        {intl.formatMessage({ id: 'ticketDetail.back' })}
      </Link>
      <TicketOrItsState ticketId={ticketId} />
    </div>
  );
});

/** The ticket once it is in; until then, or in its place, where the load stands. */
const TicketOrItsState = observer(function TicketOrItsState({ ticketId }: { readonly ticketId: string }) {
  const tickets = useAreaStore(createTicketsStore);
  const intl = useIntl();
  // Until the store has this id, what it holds is about the ticket shown before.
  const isThisTicket = tickets.ticketId === ticketId;
  if (isThisTicket && tickets.ticket) return <TicketContent ticket={tickets.ticket} />;
  if (isThisTicket && tickets.isTicketNotFound) {
    return (
      <PageHeader
        title={intl.formatMessage({ id: 'ticketDetail.notFound.title' })}
        description={intl.formatMessage({ id: 'ticketDetail.notFound.description' })}
      />
    );
  }
  if (isThisTicket && tickets.detail.status === 'error') {
    return <ErrorPanel onRefresh={() => void tickets.openTicket(ticketId)} />;
  }
  return <Skeleton rows={6} label={intl.formatMessage({ id: 'ticketDetail.loading' })} />;
});

const TicketContent = observer(function TicketContent({ ticket }: { readonly ticket: IncidentDetailView }) {
  const { session } = useStores();
  const intl = useIntl();
  const conversationTitleId = useId();
  const facts = [
    ['tickets.status', <TicketStatusBadge key="status" status={ticket.statusInfo} />],
    ['tickets.submittedOn', <TicketDateTime key="submitted" value={ticket.createdOn} />],
    ['tickets.lastUpdated', <TicketDateTime key="updated" value={ticket.lastUpdatedOn} />],
  ] as const;
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'ticketDetail.title' }, { reference: ticket.referenceNumber })}
        description={ticket.subject}
      />
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className={layout.term}>{intl.formatMessage({ id: label })}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <Card as="section">
        <div className={layout.section}>
          <h2 className={sectionHeading}>{intl.formatMessage({ id: 'ticketDetail.request' })}</h2>
          <TicketRequestDetails ticket={ticket} />
        </div>
      </Card>
      <section aria-labelledby={conversationTitleId} className={layout.section}>
        <h2 id={conversationTitleId} className={sectionHeading}>
          {intl.formatMessage({ id: 'ticketDetail.conversation' })}
        </h2>
        <CommentThread comments={ticket.comments} />
        {session.isViewOnly ? <ViewOnlyNotice /> : <AddCommentForm />}
      </section>
    </>
  );
});

export default TicketDetailPage;
