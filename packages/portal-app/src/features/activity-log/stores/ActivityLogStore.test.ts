import { errorEnvelope } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../api/ApiClient';
import { systemClock } from '../../../stores/Clock';
import { createFixtureTransport, type Fixtures } from '../../../testing/fixtureTransport';
import {
  ACTIVITY_LOG_DOWNLOAD_ROUTE,
  ACTIVITY_LOG_PAGE_ROUTE,
  activityLogFixtures,
} from '../ActivityLog/activityLogFixtures';
import { ActivityLogStore } from './ActivityLogStore';

// 1 March 2026, 23:30 in Chicago: already 2 March in UTC.
const NOW = Date.parse('2026-03-02T05:30:00.000Z');

function setUp(fixtures: Fixtures = {}) {
  const transport = createFixtureTransport(activityLogFixtures(fixtures));
  const saved: string[] = [];
  const store = new ActivityLogStore(
    new ApiClient({ fetch: transport.fetch }),
    { companyId: () => 'acme', timeZone: () => 'America/Chicago', locale: () => 'fr-CA' },
    { ...systemClock, now: () => NOW },
    (_, name) => saved.push(name),
  );
  const pageRequests = () => transport.requests.filter((request) => request.url.startsWith('/api/activity-logs?'));
  return { store, transport, saved, pageRequests };
}

describe('ActivityLogStore', () => {
  it('reads 29 days back to the reader’s today in their time zone, newest first, ten a page', async () => {
    const { store, pageRequests } = setUp();
    await store.showSearch('');
    expect(store.today).toBe('2026-03-01');
    const [request] = pageRequests();
    expect(request?.url).toBe(
      '/api/activity-logs?companyId=acme&pageNumber=0&pageSize=10&sortBy=uiCreatedOnDate&sortOrder=DESC',
    );
    expect(request?.body).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
      timeZone: 'America/Chicago',
      events: [],
      applications: [],
      userId: '',
    });
    expect(store.entries).toHaveLength(10);
    expect(store.total).toBe(32);
    expect(store.search).toBe('');
  });

  it('takes its filters from the page’s address, and ignores what it cannot read', async () => {
    const { store, pageRequests } = setUp();
    await store.showSearch(
      '?user=jwhitfield&events=USER_BLOCKED,NOT_AN_EVENT&from=2026-02-10&to=2026-02-20&page=1&pageSize=25&sort=ASC',
    );
    expect(store.query).toEqual({
      from: '2026-02-10',
      to: '2026-02-20',
      events: ['USER_BLOCKED'],
      applications: [],
      user: 'jwhitfield',
      pageNumber: 1,
      pageSize: 25,
      sortOrder: 'ASC',
    });
    expect(pageRequests()[0]?.url).toContain('pageNumber=1&pageSize=25');
    await store.showSearch('?from=2026-02-31&to=yesterday&pageSize=30');
    expect(store.query).toMatchObject({ from: '2026-01-31', to: '2026-03-01', pageSize: 10 });
  });

  it('starts a new filter from its first page and writes it into the address', async () => {
    const { store } = setUp();
    await store.showSearch('?page=2');
    await store.setApplications(['Report Builder']);
    expect(store.query.pageNumber).toBe(0);
    expect(store.search).toBe('?applications=Report+Builder');
    await store.setUser('  jwhitfield ');
    await store.setRange('2026-02-01', '2026-02-14');
    expect(store.search).toBe('?from=2026-02-01&to=2026-02-14&applications=Report+Builder&user=jwhitfield');
    expect(store.hasFilters).toBe(true);
    await store.clearFilters();
    expect(store.search).toBe('');
  });

  it('pages, and starts again from the first page with another page size', async () => {
    const { store } = setUp();
    await store.showSearch('');
    await store.setPage(3, 10);
    expect(store.entries).toHaveLength(2);
    await store.setPage(3, 25);
    expect(store.query).toMatchObject({ pageNumber: 0, pageSize: 25 });
  });

  it('exports in the reader’s language and saves the file named for its days', async () => {
    const { store, transport, saved } = setUp({ [ACTIVITY_LOG_DOWNLOAD_ROUTE]: { body: 'xlsx' } });
    await store.showSearch('?from=2026-02-01&to=2026-02-14');
    await store.exportLog();
    const request = transport.requests.find((sent) => sent.url.startsWith('/api/activity-logs/download'));
    expect(request?.body).toMatchObject({ from: '2026-02-01', to: '2026-02-14', locale: 'fr-CA' });
    expect(saved).toEqual(['activity_log_2026-02-01_2026-02-14.xlsx']);
    expect(store.download.status).toBe('success');
  });

  it('says when the export failed, and saves the file when tried again', async () => {
    let fail = true;
    const { store, saved } = setUp({
      [ACTIVITY_LOG_DOWNLOAD_ROUTE]: () =>
        fail ? { status: 500, body: errorEnvelope(500, 'Boom') } : { body: 'xlsx' },
    });
    await store.showSearch('');
    await store.exportLog();
    expect(store.download.status).toBe('error');
    expect(saved).toEqual([]);
    fail = false;
    await store.exportLog();
    expect(store.download.status).toBe('success');
    expect(saved).toHaveLength(1);
  });

  it('fails the page when the server does', async () => {
    const { store } = setUp({ [ACTIVITY_LOG_PAGE_ROUTE]: { status: 500, body: errorEnvelope(500, 'Boom') } });
    await store.showSearch('');
    expect(store.page.status).toBe('error');
  });
});
