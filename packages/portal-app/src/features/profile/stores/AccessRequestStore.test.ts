import { errorEnvelope, type ProductAccessItem, type UserDetails } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../api/ApiClient';
import { associate } from '../RequestAccess/associateFixture';
import { users } from '../../../testing/userFixtures';
import { createFixtureTransport, type Fixtures } from '../../../testing/fixtureTransport';
import { AccessRequestStore } from './AccessRequestStore';
import { AnalyticsStore } from '../../../stores/AnalyticsStore';
import { SessionStore } from '../../identity';

const ACCESS = 'GET /api/v1/identity/users/associate%40retailer.test/access';
const REQUESTS = 'POST /api/v1/identity/users/associate%40retailer.test/access-requests';
const COMPANY_ADMINS = 'GET /api/v1/identity/company-admins';

const item = (code: string, accessStatus: ProductAccessItem['accessStatus'] = null): ProductAccessItem => ({
  code,
  title: code,
  description: `About ${code}`,
  accessStatus,
});

const ITEMS = [item('SHOPPER_BEHAVIOR', 'ACCESS_COMPLETE'), item('REPORT_BUILDER'), item('CHANNEL_INSIGHTS')];

function setUp(fixtures: Fixtures, user: UserDetails = associate) {
  const transport = createFixtureTransport({
    [ACCESS]: { body: { items: ITEMS, page: 1, page_size: 10, total: 12 } },
    ...fixtures,
  });
  const api = new ApiClient({ fetch: transport.fetch });
  const session = new SessionStore(api, new AnalyticsStore(api));
  session.setUser(user);
  return { store: new AccessRequestStore(api, session, { locale: 'es-MX' }), transport };
}

describe('AccessRequestStore', () => {
  it('lists a page of products with the user’s access, ten at a time', async () => {
    const { store, transport } = setUp({});

    await store.load();

    expect(transport.requests[0]?.url).toBe(
      '/api/v1/identity/users/associate%40retailer.test/access?search=&page=1&page_size=10',
    );
    expect(store.items).toEqual(ITEMS);
    expect(store.total).toBe(12);
  });

  it('asks for the products in the reader’s language', async () => {
    const { store, transport } = setUp({});

    await store.load();

    expect(transport.requests[0]?.headers['accept-language']).toBe('es-MX');
  });

  it('searches from the first page and pages on', async () => {
    const { store, transport } = setUp({});

    await store.setPage(2);
    await store.setSearch('report');
    await store.setPageSize(25);

    expect(transport.requests.map((request) => request.url.split('?')[1])).toEqual([
      'search=&page=2&page_size=10',
      'search=report&page=1&page_size=10',
      'search=report&page=1&page_size=25',
    ]);
  });

  it('requests the chosen products with the note, for the user’s company, and shows them pending', async () => {
    const { store, transport } = setUp({
      [REQUESTS]: {
        status: 201,
        body: { products: [{ code: 'REPORT_BUILDER', accessStatus: 'ACCESS_PENDING' }] },
      },
    });
    await store.load();

    store.toggle('REPORT_BUILDER', true);
    store.toggle('CHANNEL_INSIGHTS', true);
    store.toggle('CHANNEL_INSIGHTS', false);
    store.setNote('  For the Q3 category review  ');
    expect(await store.submit()).toBe(true);

    expect(transport.requests.at(-1)?.body).toEqual({
      tenant_id: 'retailer',
      products: ['REPORT_BUILDER'],
      requestor_note: 'For the Q3 category review',
      userId: 'associate@retailer.test',
    });
    expect(store.items.find((entry) => entry.code === 'REPORT_BUILDER')?.accessStatus).toBe('ACCESS_PENDING');
    expect(store.selected.size).toBe(0);
    expect(store.note).toBe('');
  });

  it('keeps the choice and reports a refused request', async () => {
    const { store } = setUp({ [REQUESTS]: { status: 400, body: errorEnvelope(400, 'Unknown product') } });
    await store.load();
    store.toggle('REPORT_BUILDER', true);

    expect(await store.submit()).toBe(false);

    expect(store.request.error?.message).toBe('Unknown product');
    expect([...store.selected]).toEqual(['REPORT_BUILDER']);
    expect(store.items.find((entry) => entry.code === 'REPORT_BUILDER')?.accessStatus).toBeNull();
  });

  it('sends nothing without a chosen product', async () => {
    const { store, transport } = setUp({});

    expect(await store.submit()).toBe(false);
    expect(transport.requests).toEqual([]);
  });

  it('shows a spectator the products and their access, but sends no request for them', async () => {
    const spectator: UserDetails = { ...associate, authz: users.spectator.authz };
    const { store, transport } = setUp({}, spectator);
    await store.load();

    store.toggle('REPORT_BUILDER', true);

    expect(store.items).toEqual(ITEMS);
    expect(store.canRequest).toBe(false);
    expect(store.canSubmit).toBe(false);
    expect(await store.submit()).toBe(false);
    expect(transport.requests.map((request) => request.method)).toEqual(['GET']);
  });

  it('asks an external user’s company administrators, not the products, and requests nothing', async () => {
    const admins = [{ name: 'Laura Chen', email: 'admin@acme-foods.test' }];
    const { store, transport } = setUp({ [COMPANY_ADMINS]: { body: { items: admins } } }, users.regularUser);

    expect(store.admins).toEqual([]);
    await store.load();

    expect(store.isInternalUser).toBe(false);
    expect(transport.requests.map((request) => request.url)).toEqual(['/api/v1/identity/company-admins']);
    expect(store.admins).toEqual(admins);
    store.toggle('REPORT_BUILDER', true);
    expect(await store.submit()).toBe(false);
  });
});
