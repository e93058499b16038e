import {
  IncidentCommentSchema,
  IncidentDetailViewSchema,
  IncidentPageSchema,
  MAX_COMMENT_LENGTH,
} from '@partner-insights/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  errorMessageOf,
  openSeededTestApp,
  signIn,
  type SeededTestApp,
} from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { NO_SUCH_TICKET_MESSAGE } from './incident-routes';
import { incidentComments, incidents } from './support.schema';

describe.each(testDatabaseTargets)('the signed-in user’s tickets on $name', (target) => {
  let portal: SeededTestApp;
  let owner: string;
  let someoneElse: string;

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    owner = await signIn(portal.app, 'user@acme-foods.test');
    someoneElse = await signIn(portal.app, 'admin@acme-foods.test');
  });

  afterAll(() => portal?.close());

  const listOf = async (cookie: string, query = '') => {
    const response = await callApi(portal.app, `/api/osc/user/incidents${query}`, { cookie });
    expect(response.status).toBe(200);
    return v.parse(IncidentPageSchema, await response.json());
  };
  const newestTicketId = async () => (await listOf(owner)).items[0]?.incidentId ?? '';
  const storedCounts = async () => ({
    comments: await portal.database.db.$count(incidentComments),
    incidents: await portal.database.db.$count(incidents),
  });

  it('lists the user’s own tickets, newest first, with paging', async () => {
    const page = await listOf(owner);
    expect(page).toMatchObject({ page: 1, page_size: 10, total: 2 });
    expect(page.items.map(({ subject, statusInfo }) => [subject, statusInfo])).toEqual([
      ['Report Builder export stops at 50,000 rows', 'UPDATED'],
      ['Access to Shopper Behavior for a new analyst', 'SOLVED'],
    ]);
    expect(page.items[0]).toMatchObject({
      referenceNumber: expect.stringMatching(/^261116-\d{6}$/),
      createdOn: '2026-11-16T15:20:00.000Z',
      lastUpdatedOn: '2026-11-17T11:30:00.000Z',
    });
    const second = await listOf(owner, '?page=2&page_size=1');
    expect(second).toMatchObject({ page: 2, page_size: 1, total: 2 });
    expect(second.items.map(({ subject }) => subject)).toEqual(['Access to Shopper Behavior for a new analyst']);
    expect((await listOf(someoneElse)).items).toEqual([]);
  });

  it.each(['?page=0', '?page_size=101', '?page=two'])('refuses the paging %s', async (query) => {
    await errorMessageOf(await callApi(portal.app, `/api/osc/user/incidents${query}`, { cookie: owner }), 400);
  });

  it('shows a ticket with its fields, attachment and thread', async () => {
    const response = await callApi(portal.app, `/api/osc/user/incidents/${await newestTicketId()}`, { cookie: owner });
    expect(response.status).toBe(200);
    const ticket = v.parse(IncidentDetailViewSchema, await response.json());
    expect(ticket.fields).toMatchObject({ supportType: 1467, companyName: 'Acme Foods' });
    expect(ticket.attachment).toBeNull();
    expect(ticket.comments.map(({ author, fromSupportDesk, text }) => [author, fromSupportDesk, text])).toEqual([
      ['Partner Insights Support', true, 'We can reproduce it and are working on a fix.'],
      ['Kevin Patel', false, 'Thank you. Is there a workaround meanwhile?'],
    ]);
  });

  it('names the choices a ticket was raised under in the reader’s language', async () => {
    const oldest = (await listOf(owner)).items.at(-1)?.incidentId ?? '';
    const choicesIn = async (acceptLanguage: string) => {
      const response = await callApi(portal.app, `/api/osc/user/incidents/${oldest}`, {
        cookie: owner,
        acceptLanguage,
      });
      return v.parse(IncidentDetailViewSchema, await response.json()).choices;
    };
    expect(await choicesIn('en-US')).toEqual({
      accountType: 'Supplier',
      supportType: 'Request access',
      issue: 'Access to a product',
      issueType: 'New access',
      subIssueType: 'For a supplier user',
    });
    expect(await choicesIn('es-MX')).toEqual({
      accountType: 'Proveedor',
      supportType: 'Solicitar acceso',
      issue: 'Acceso a un producto',
      issueType: 'Acceso nuevo',
      subIssueType: 'Para un usuario proveedor',
    });
    expect((await choicesIn('fr-CA')).issueType).toBe('Nouvel accès');
  });

  it('adds a comment to the thread and moves the last update', async () => {
    const ticketId = await newestTicketId();
    portal.advanceClockBy(60_000);
    const response = await callApi(portal.app, `/api/osc/user/incident/${ticketId}/addThread`, {
      method: 'POST',
      cookie: owner,
      body: { text: '  The export works again, thanks.  ' },
    });
    expect(response.status).toBe(201);
    const comment = v.parse(IncidentCommentSchema, await response.json());
    expect(comment).toMatchObject({
      text: 'The export works again, thanks.',
      author: 'Kevin Patel',
      fromSupportDesk: false,
    });
    expect(comment.createdOn).toBe(portal.now().toISOString());
    const [listed] = (await listOf(owner)).items;
    expect(listed?.lastUpdatedOn).toBe(portal.now().toISOString());
  });

  it.each([
    ['empty', { text: '   ' }],
    ['too long', { text: 'x'.repeat(MAX_COMMENT_LENGTH + 1) }],
    ['missing', {}],
  ])('refuses a comment that is %s and stores nothing', async (_case, body) => {
    const before = await storedCounts();
    const response = await callApi(portal.app, `/api/osc/user/incident/${await newestTicketId()}/addThread`, {
      method: 'POST',
      cookie: owner,
      body,
    });
    await errorMessageOf(response, 400);
    expect(await storedCounts()).toEqual(before);
  });

  it('answers 404 for another user’s ticket, as for one that does not exist, and stores nothing', async () => {
    const ticketId = await newestTicketId();
    const before = await storedCounts();
    for (const id of [ticketId, '0190f5a4-7d1e-7000-8000-000000000000', 'not-an-id']) {
      expect(
        await errorMessageOf(await callApi(portal.app, `/api/osc/user/incidents/${id}`, { cookie: someoneElse }), 404),
      ).toBe(NO_SUCH_TICKET_MESSAGE);
      const comment = await callApi(portal.app, `/api/osc/user/incident/${id}/addThread`, {
        method: 'POST',
        cookie: someoneElse,
        body: { text: 'Let me in' },
      });
      expect(await errorMessageOf(comment, 404)).toBe(NO_SUCH_TICKET_MESSAGE);
    }
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses visitors with 401 and a comment that is not JSON with 415', async () => {
    const ticketId = await newestTicketId();
    await errorMessageOf(await callApi(portal.app, '/api/osc/user/incidents'), 401);
    await errorMessageOf(await callApi(portal.app, `/api/osc/user/incidents/${ticketId}`), 401);
    const form = await portal.app.request(`/api/osc/user/incident/${ticketId}/addThread`, {
      method: 'POST',
      headers: { Host: 'localhost', Cookie: owner, 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    await errorMessageOf(form, 415);
  });
});
