import type { AccessRequestList, AccessRequestRow } from '@partner-insights/contracts';
import type { Fixture, Fixtures } from '../../../testing/fixtureTransport';

export const ACCESS_REQUESTS_ROUTE = 'GET /api/v1/identity/accounts/acme-foods/access-requests';
export const DECISIONS_ROUTE = 'POST /api/v1/identity/accounts/acme-foods/bulk-access-requests';

const PEOPLE = [
  ['Avery', 'Lopez'],
  ['Jordan', 'Kim'],
  ['Priya', 'Shah'],
  ['Mateo', 'Rossi'],
  ['Chloé', 'Tremblay'],
  ['Noah', 'Becker'],
  ['Sofía', 'Navarro'],
  ['Liam', 'O’Brien'],
  ['Emma', 'Dubois'],
  ['Kenji', 'Watanabe'],
  ['Grace', 'Okafor'],
  ['Lucas', 'Martin'],
] as const;

const PRODUCTS = [
  ['Shopper Behavior'],
  ['Report Builder', 'Channel Insights'],
  ['Customer Perception'],
  ['Digital Landscapes', 'Report Builder'],
] as const;

const NOTES = [
  'For the Q3 category review with the merchandising team',
  '',
  'Replacing Sam while on leave',
  'Needed for weekly sales reporting to our regional directors and the national accounts team',
];

/** Twelve undecided requests to Acme Foods, oldest first: more than a page of ten. */
export const ACCESS_REQUESTS: readonly AccessRequestRow[] = PEOPLE.map(([first, last], index) => {
  const products = PRODUCTS[index % PRODUCTS.length] ?? [];
  return {
    id: `0195f0c2-7a3b-7c4d-8e5f-${String(index + 1).padStart(12, '0')}`,
    first_name: first,
    last_name: last,
    email: `${first
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')}.${last.toLowerCase().replace(/\W/g, '')}@acme-foods.test`,
    loginId: `${first.toLowerCase()}@acme-foods.test`,
    product_text: products.join(', '),
    products: products.map((title) => title.toUpperCase().replace(/ /g, '_')),
    requestor_note: NOTES[index % NOTES.length] ?? '',
    create_time: new Date(Date.UTC(2026, 1, 10 + index, 15, 30)).toISOString(),
    companyName: 'Acme Foods',
  };
});

/** The page the query asks for, as the server pages the twelve requests. */
export const accessRequestPages: Fixture = ({ url }) => {
  const params = new URL(url, 'http://portal.test').searchParams;
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? 10);
  const body: AccessRequestList = {
    items: ACCESS_REQUESTS.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: ACCESS_REQUESTS.length,
  };
  return { body };
};

/** The requests of Acme Foods, whose decisions the server records. */
export const accessRequestFixtures: Fixtures = {
  [ACCESS_REQUESTS_ROUTE]: accessRequestPages,
  [DECISIONS_ROUTE]: ({ body }) => {
    const { approvals } = body as { approvals: { decision: string }[] };
    const approved = approvals.filter(({ decision }) => decision === 'APPROVED').length;
    return { body: { approved, rejected: approvals.length - approved } };
  },
};
