import { errorEnvelope } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../api/ApiClient';
import {
  addCommentRoute,
  commentAnswer,
  COMMENTED_ON,
  TICKET,
  TICKET_LIST_ROUTE,
  ticketFixtures,
  ticketListAnswer,
  ticketRoute,
  TICKETS,
  UNKNOWN_TICKET_ID,
} from '../TrackTicket/ticketFixtures';
import {
  createFixtureTransport,
  type Fixture,
  type FixtureReply,
  type Fixtures,
  type RecordedRequest,
} from '../../../testing/fixtureTransport';
import { createMemoryStorage } from '../../../testing/memoryStorage';
import { LocaleStore } from '../../../stores/LocaleStore';
import { TicketsStore } from './TicketsStore';

const OTHER_TICKET_ID = TICKETS[1]?.incidentId ?? '';

function setUp(fixtures: Fixtures = {}) {
  const transport = createFixtureTransport(ticketFixtures(fixtures));
  const locale = new LocaleStore(createMemoryStorage(), document.createElement('html'));
  return { store: new TicketsStore(new ApiClient({ fetch: transport.fetch }), locale), transport, locale };
}

/** Answers as `answer` does, but only once the test calls `release`: to look at the store in between. */
function heldAnswer(answer: (request: RecordedRequest) => FixtureReply) {
  const waiting: (() => void)[] = [];
  const fixture: Fixture = (request) => new Promise((resolve) => waiting.push(() => resolve(answer(request))));
  return { fixture, release: () => waiting.splice(0).forEach((answerNow) => answerNow()) };
}

describe('TicketsStore', () => {
  it('lists the first page of the user’s tickets, ten at a time', async () => {
    const { store, transport } = setUp();

    expect(store.isFirstLoad).toBe(true);
    await store.loadList();

    expect(transport.requests[0]?.url).toBe('/api/osc/user/incidents?page=1&page_size=10');
    expect(store.tickets).toEqual(TICKETS.slice(0, 10));
    expect(store.total).toBe(12);
    expect(store.isFirstLoad).toBe(false);
  });

  it('pages on, and starts again from the first page with another page size', async () => {
    const { store, transport } = setUp();

    await store.setPage(2);
    expect(store.tickets).toEqual(TICKETS.slice(10));
    await store.setPageSize(25);

    expect(transport.requests.map((request) => request.url.split('?')[1])).toEqual([
      'page=2&page_size=10',
      'page=1&page_size=25',
    ]);
    expect(store.tickets).toEqual(TICKETS);
    expect(store.page).toBe(1);
  });

  it('keeps showing the current page while the next one loads', async () => {
    const list = ticketListAnswer();
    const secondPage = heldAnswer(list);
    const { store } = setUp({
      [TICKET_LIST_ROUTE]: (request) => (request.url.includes('page=2') ? secondPage.fixture : list)(request),
    });
    await store.loadList();

    const loading = store.setPage(2);
    expect(store.list.isLoading).toBe(true);
    expect(store.isFirstLoad).toBe(false);
    expect(store.tickets).toEqual(TICKETS.slice(0, 10));
    secondPage.release();
    await loading;

    expect(store.tickets).toEqual(TICKETS.slice(10));
  });

  it('reports a list that failed to load, and loads it again', async () => {
    let fails = true;
    const list = ticketListAnswer();
    const { store } = setUp({
      [TICKET_LIST_ROUTE]: (request) => (fails ? { status: 500, body: errorEnvelope(500, 'Boom') } : list(request)),
    });

    await store.loadList();
    expect(store.list.status).toBe('error');
    expect(store.isFirstLoad).toBe(false);

    fails = false;
    await store.loadList();
    expect(store.tickets).toHaveLength(10);
  });

  it('opens a ticket with its thread', async () => {
    const { store, transport } = setUp();

    await store.openTicket(TICKET.incidentId);

    expect(transport.requests[0]?.url).toBe(`/api/osc/user/incidents/${TICKET.incidentId}`);
    expect(store.ticket).toEqual(TICKET);
    expect(store.isTicketNotFound).toBe(false);
  });

  it('asks for the ticket in the reader’s language, which names its choices', async () => {
    const { store, transport, locale } = setUp();
    await locale.setLocale('es-MX');

    await store.openTicket(TICKET.incidentId);

    expect(transport.requests[0]?.headers['accept-language']).toBe('es-MX');
    expect(store.ticket?.choices.supportType).toBe('Report Builder');
    expect(store.ticket?.choices.issue).toBe('Informes y tableros');
  });

  it('shows no ticket while another one loads', async () => {
    const { store } = setUp({ [ticketRoute(OTHER_TICKET_ID)]: () => new Promise(() => {}) });
    await store.openTicket(TICKET.incidentId);

    void store.openTicket(OTHER_TICKET_ID);

    expect(store.ticket).toBeNull();
  });

  it('says so when the ticket is not among the user’s own', async () => {
    const { store } = setUp({
      [ticketRoute(UNKNOWN_TICKET_ID)]: {
        status: 404,
        body: errorEnvelope(404, 'There is no such ticket among yours.'),
      },
    });

    await store.openTicket(UNKNOWN_TICKET_ID);

    expect(store.isTicketNotFound).toBe(true);
    expect(store.ticket).toBeNull();
  });

  it('adds a comment to the thread and as the ticket’s last update, without loading the ticket again', async () => {
    const { store, transport } = setUp();
    await store.loadList();
    await store.openTicket(TICKET.incidentId);

    expect(await store.addComment('The export now stops at 40,000 rows.')).toBe(true);

    expect(transport.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: `/api/osc/user/incident/${TICKET.incidentId}/addThread`,
      body: { text: 'The export now stops at 40,000 rows.' },
    });
    expect(transport.requests.filter((request) => request.method === 'GET')).toHaveLength(2);
    expect(store.ticket?.comments).toHaveLength(TICKET.comments.length + 1);
    expect(store.ticket?.comments.at(-1)).toMatchObject({ text: 'The export now stops at 40,000 rows.' });
    expect(store.ticket?.lastUpdatedOn).toBe(COMMENTED_ON);
    expect(store.tickets[0]?.lastUpdatedOn).toBe(COMMENTED_ON);
  });

  it('shows a comment once when the ticket, loaded again, has it too', async () => {
    const stored: unknown[] = [];
    const { store } = setUp({
      [ticketRoute(TICKET.incidentId)]: () => ({ body: { ...TICKET, comments: [...TICKET.comments, ...stored] } }),
      [addCommentRoute(TICKET.incidentId)]: (request) => {
        const reply = commentAnswer(request);
        stored.push(reply.body);
        return reply;
      },
    });
    await store.openTicket(TICKET.incidentId);
    await store.addComment('Still happening.');

    store.detail.reset();
    await store.openTicket(TICKET.incidentId);

    expect(store.ticket?.comments.map((comment) => comment.text)).toEqual([
      ...TICKET.comments.map((comment) => comment.text),
      'Still happening.',
    ]);
  });

  it('reports a refused comment and leaves the thread as it was', async () => {
    const { store } = setUp({
      [addCommentRoute(TICKET.incidentId)]: { status: 500, body: errorEnvelope(500, 'Boom') },
    });
    await store.openTicket(TICKET.incidentId);

    expect(await store.addComment('Any news?')).toBe(false);

    expect(store.commentPost.status).toBe('error');
    expect(store.ticket?.comments).toEqual(TICKET.comments);
  });

  it('sends a comment once while it is pending, and forgets its outcome on another ticket', async () => {
    const post = heldAnswer(commentAnswer);
    const { store, transport } = setUp({
      [addCommentRoute(TICKET.incidentId)]: post.fixture,
      [ticketRoute(OTHER_TICKET_ID)]: { body: { ...TICKET, incidentId: OTHER_TICKET_ID } },
    });
    await store.openTicket(TICKET.incidentId);

    const sending = store.addComment('Any news?');
    expect(store.commentPost.isLoading).toBe(true);
    expect(await store.addComment('Any news?')).toBe(false);
    post.release();
    expect(await sending).toBe(true);
    expect(transport.requests.filter((request) => request.method === 'POST')).toHaveLength(1);

    await store.openTicket(OTHER_TICKET_ID);
    expect(store.commentPost.status).toBe('idle');
    expect(store.ticket?.comments).toEqual(TICKET.comments);
  });

  it('sends no comment without an open ticket', async () => {
    const { store, transport } = setUp();

    expect(await store.addComment('Hello')).toBe(false);
    expect(transport.requests).toEqual([]);
  });
});
