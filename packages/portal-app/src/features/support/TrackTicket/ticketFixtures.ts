import {
  resolveLocale,
  type IncidentChoices,
  type IncidentComment,
  type IncidentDetailView,
  type IncidentPage,
  type IncidentStatus,
  type IncidentSummary,
  type Locale,
} from '@partner-insights/contracts';
import type { FixtureReply, Fixtures, RecordedRequest } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';

// The regular user's support tickets as the server answers them, with fixed ids and dates, for tests and stories.

export const TICKET_LIST_ROUTE = 'GET /api/osc/user/incidents';
export const ticketRoute = (incidentId: string): string => `GET /api/osc/user/incidents/${incidentId}`;
export const addCommentRoute = (incidentId: string): string => `POST /api/osc/user/incident/${incidentId}/addThread`;

/** Who owns the tickets, and whose name their comments carry. */
export const ticketOwner = users.regularUser;
const OWNER_NAME = `${ticketOwner.first_name} ${ticketOwner.last_name}`;
const SUPPORT_DESK_NAME = 'Partner Insights Support';

const ticketId = (index: number): string => `0194f0c2-7a10-7000-8000-${String(index).padStart(12, '0')}`;

const SUBJECTS: readonly (readonly [string, IncidentStatus])[] = [
  ['Report Builder export stops at 50,000 rows', 'UPDATED'],
  ['Weekly sales dashboard shows last month’s figures for the Northeast region stores', 'UNRESOLVED'],
  ['Need a second login for our category analyst', 'WAITING'],
  ['Access to Shopper Behavior for a new analyst', 'SOLVED'],
  ['Channel Insights filters reset after sign-in', 'UNRESOLVED'],
  ['Invoice data missing for store 1042', 'SOLVED'],
  ['Customer Pulse survey export is empty', 'WAITING'],
  ['Cannot change my time zone preference', 'SOLVED'],
  ['Data dictionary lists a retired attribute', 'UPDATED'],
  ['Report Builder schedule sends two emails', 'SOLVED'],
  ['Promotion lift report times out', 'UNRESOLVED'],
  ['Spanish labels missing on the launch list', 'SOLVED'],
];

/** Twelve tickets, newest first: more than a first page of ten. */
export const TICKETS: readonly IncidentSummary[] = SUBJECTS.map(([subject, statusInfo], index) => {
  const created = Date.parse('2026-02-27T15:20:00.000Z') - index * 3 * 86_400_000;
  return {
    incidentId: ticketId(index + 1),
    referenceNumber: `${new Date(created).toISOString().slice(2, 10).replaceAll('-', '')}-${String(42 - index).padStart(6, '0')}`,
    subject,
    statusInfo,
    createdOn: new Date(created).toISOString(),
    lastUpdatedOn: new Date(created + 26 * 3_600_000).toISOString(),
  };
});

const [firstTicket] = TICKETS;
if (!firstTicket) throw new Error('The ticket fixtures need a ticket');

/** The newest ticket's choices, named in each language as the server names them. */
const CHOICES: Readonly<Record<Locale, IncidentChoices>> = {
  'en-US': {
    accountType: 'Supplier',
    supportType: 'Report Builder',
    issue: 'Reports and dashboards',
    issueType: 'Wrong or missing data',
    subIssueType: 'Numbers do not match',
  },
  'es-MX': {
    accountType: 'Proveedor',
    supportType: 'Report Builder',
    issue: 'Informes y tableros',
    issueType: 'Datos incorrectos o faltantes',
    subIssueType: 'Las cifras no coinciden',
  },
  'fr-CA': {
    accountType: 'Fournisseur',
    supportType: 'Report Builder',
    issue: 'Rapports et tableaux de bord',
    issueType: 'Données erronées ou manquantes',
    subIssueType: 'Les chiffres ne concordent pas',
  },
};

/** The newest ticket in full: the form as raised, its choices, an attachment, and a thread with the support desk. */
export const TICKET: IncidentDetailView = {
  ...firstTicket,
  fields: {
    accountType: 25,
    supportType: 1467,
    issue: 5010,
    issueType: 5011,
    subIssueType: 5012,
    firstName: ticketOwner.first_name,
    lastName: ticketOwner.last_name,
    primaryContactEmail: ticketOwner.login_id,
    companyName: 'Acme Foods',
    callBackNumber: '+1 (479) 555-0142',
    situationDescription:
      'Report Builder export stops at 50,000 rows\nThe weekly sales export ends early.\nIt happens with every store.',
    onBehalfOfSomeoneElse: false,
  },
  choices: CHOICES['en-US'],
  attachment: { name: 'weekly-sales-export.csv', size: 48_213, contentType: 'text/csv' },
  comments: [
    {
      id: '0194f0c2-7a10-7000-8001-000000000001',
      text: 'We can reproduce it and are working on a fix.',
      author: SUPPORT_DESK_NAME,
      fromSupportDesk: true,
      createdOn: '2026-02-28T10:05:00.000Z',
    },
    {
      id: '0194f0c2-7a10-7000-8001-000000000002',
      text: 'Thank you. Is there a workaround meanwhile?\nWe need the file for Monday.',
      author: OWNER_NAME,
      fromSupportDesk: false,
      createdOn: '2026-02-28T11:30:00.000Z',
    },
  ],
};

/** Answers the newest ticket as the server does, its choices named in the language the request asks for. */
export const ticketAnswer = (request: RecordedRequest): FixtureReply => ({
  body: { ...TICKET, choices: CHOICES[resolveLocale(request.headers['accept-language'])] },
});

/** A ticket of someone else, or none at all: the server says the same of both. */
export const UNKNOWN_TICKET_ID = '0194f0c2-7a10-7000-8000-999999999999';

/** When the server stores a comment posted in a story or test (the stories' "now"). */
export const COMMENTED_ON = '2026-03-02T09:00:00.000Z';

/** Answers the list as the server does: the given tickets a page at a time. */
export function ticketListAnswer(
  tickets: readonly IncidentSummary[] = TICKETS,
): (request: RecordedRequest) => FixtureReply {
  return (request) => {
    const query = new URL(request.url, 'http://localhost').searchParams;
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('page_size') ?? 10);
    const body: IncidentPage = {
      items: tickets.slice((page - 1) * pageSize, page * pageSize),
      page,
      page_size: pageSize,
      total: tickets.length,
    };
    return { body };
  };
}

/** Stores a comment as the server does, as written by the ticket's owner. */
export const commentAnswer = (request: RecordedRequest): FixtureReply => {
  const comment: IncidentComment = {
    id: '0194f0c2-7a10-7000-8001-000000000003',
    text: (request.body as { text: string }).text.trim(),
    author: OWNER_NAME,
    fromSupportDesk: false,
    createdOn: COMMENTED_ON,
  };
  return { status: 201, body: comment };
};

/** The list, the newest ticket with its thread, and comments on it that the server accepts. */
export function ticketFixtures(overrides: Fixtures = {}): Fixtures {
  return {
    [TICKET_LIST_ROUTE]: ticketListAnswer(),
    [ticketRoute(TICKET.incidentId)]: ticketAnswer,
    [addCommentRoute(TICKET.incidentId)]: commentAnswer,
    ...overrides,
  };
}
