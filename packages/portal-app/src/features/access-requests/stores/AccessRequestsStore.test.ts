import { errorEnvelope, type UserDetails } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../api/ApiClient';
import { AnalyticsStore } from '../../../stores/AnalyticsStore';
import { createFixtureTransport, type Fixtures } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';
import { SessionStore } from '../../identity';
import {
  ACCESS_REQUESTS,
  accessRequestFixtures,
  ACCESS_REQUESTS_ROUTE,
  DECISIONS_ROUTE,
} from '../AccessRequestsTab/accessRequestFixtures';
import { AccessRequestsStore } from './AccessRequestsStore';

const [first, second, third] = ACCESS_REQUESTS.map((request) => request.id);
const NO_DETAILS = { endDate: null, note: '' };

function setUp(fixtures: Fixtures = {}, user: UserDetails = users.supplierAdmin) {
  const transport = createFixtureTransport({ ...accessRequestFixtures, ...fixtures });
  const api = new ApiClient({ fetch: transport.fetch });
  const session = new SessionStore(api, new AnalyticsStore(api));
  session.setUser(user);
  return { store: new AccessRequestsStore(api, session), transport };
}

const queries = (transport: ReturnType<typeof setUp>['transport']) =>
  transport.requests.filter(({ method }) => method === 'GET').map(({ url }) => url.split('?')[1]);

describe('AccessRequestsStore', () => {
  it('has no total until the first page is in, then the company’s count', async () => {
    const { store, transport } = setUp();
    expect(store.total).toBeNull();

    await store.load('acme-foods');

    expect(transport.requests[0]?.url).toBe(
      '/api/v1/identity/accounts/acme-foods/access-requests?search=&page=1&pageSize=10&sortBy=createdOn&sortOrder=ASC',
    );
    expect(store.rows).toHaveLength(10);
    expect(store.total).toBe(12);
  });

  it('searches, pages and sorts on the server, from the first page', async () => {
    const { store, transport } = setUp();
    await store.load('acme-foods');

    await store.setPage(2, 10);
    await store.setSort({ sortBy: 'requestedBy', sortOrder: 'DESC' });
    await store.setPage(2, 10);
    await store.setSearch('shah');
    await store.setPage(1, 25);

    expect(queries(transport).slice(1)).toEqual([
      'search=&page=2&pageSize=10&sortBy=createdOn&sortOrder=ASC',
      'search=&page=1&pageSize=10&sortBy=requestedBy&sortOrder=DESC',
      'search=&page=2&pageSize=10&sortBy=requestedBy&sortOrder=DESC',
      'search=shah&page=1&pageSize=10&sortBy=requestedBy&sortOrder=DESC',
      'search=shah&page=1&pageSize=25&sortBy=requestedBy&sortOrder=DESC',
    ]);
  });

  it('approves one request until an end date, with a note, then loads the list again', async () => {
    const { store, transport } = setUp();
    await store.load('acme-foods');

    const result = await store.decide([first ?? ''], 'APPROVED', {
      endDate: '2026-06-30',
      note: '  Until the end of the pilot  ',
    });

    expect(result).toEqual({ approved: 1, rejected: 0 });
    expect(transport.requests.find(({ method }) => method === 'POST')).toMatchObject({
      url: '/api/v1/identity/accounts/acme-foods/bulk-access-requests',
      body: {
        tenantId: 'acme-foods',
        approvals: [
          { requestId: first, decision: 'APPROVED', endDate: '2026-06-30', note: 'Until the end of the pilot' },
        ],
      },
    });
    await expect.poll(() => queries(transport)).toHaveLength(2);
  });

  it('rejects many at once, without an end date, and forgets them from the selection', async () => {
    const { store, transport } = setUp();
    await store.load('acme-foods');
    store.select([first ?? '', second ?? '', third ?? '']);

    const result = await store.decide([first ?? '', second ?? ''], 'REJECTED', {
      endDate: '2026-06-30',
      note: 'Ask your manager first',
    });

    expect(result).toEqual({ approved: 0, rejected: 2 });
    expect(transport.requests.find(({ method }) => method === 'POST')?.body).toEqual({
      tenantId: 'acme-foods',
      approvals: [
        { requestId: first, decision: 'REJECTED', endDate: null, note: 'Ask your manager first' },
        { requestId: second, decision: 'REJECTED', endDate: null, note: 'Ask your manager first' },
      ],
    });
    expect(store.selectedIds).toEqual([third]);
  });

  it('approves without an end date or note as null and empty', async () => {
    const { store, transport } = setUp();
    await store.load('acme-foods');

    await store.decide([first ?? ''], 'APPROVED', NO_DETAILS);

    expect(transport.requests.find(({ method }) => method === 'POST')?.body).toEqual({
      tenantId: 'acme-foods',
      approvals: [{ requestId: first, decision: 'APPROVED', endDate: null, note: '' }],
    });
  });

  it('reports a failed decision and keeps the selection', async () => {
    const { store } = setUp({ [DECISIONS_ROUTE]: { status: 500, body: errorEnvelope(500, 'Something went wrong') } });
    await store.load('acme-foods');
    store.select([first ?? '']);

    expect(await store.decide([first ?? ''], 'APPROVED', NO_DETAILS)).toBeNull();

    expect(store.decisions.status).toBe('error');
    expect(store.selectedIds).toEqual([first]);
  });

  it('reports a list that failed to load', async () => {
    const { store } = setUp({ [ACCESS_REQUESTS_ROUTE]: { status: 500 } });

    await store.load('acme-foods');

    expect(store.list.status).toBe('error');
    expect(store.total).toBeNull();
  });

  it('lets a spectator see the requests but decide none', async () => {
    const spectator: UserDetails = { ...users.spectator, tenant: users.supplierAdmin.tenant };
    const { store, transport } = setUp({}, spectator);
    await store.load('acme-foods');

    expect(store.canDecide).toBe(false);
    expect(await store.decide([first ?? ''], 'APPROVED', NO_DETAILS)).toBeNull();
    expect(transport.requests.map(({ method }) => method)).toEqual(['GET']);
  });
});
