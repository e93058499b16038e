import { errorEnvelope, GLOSSARY_STALE_TIME_MS } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../api/ApiClient';
import type { Clock } from '../../../stores/Clock';
import { createFixtureTransport, type Fixtures } from '../../../testing/fixtureTransport';
import {
  dataDictionaryFixtures,
  GLOSSARY_EXPORT_ROUTE,
  GLOSSARY_PAGE_ROUTE,
} from '../DataDictionary/dataDictionaryFixtures';
import { DataDictionaryStore } from './DataDictionaryStore';

function setUp(fixtures: Fixtures = {}) {
  let now = Date.parse('2026-03-01T15:00:00.000Z');
  const clock: Clock = { now: () => now, setTimeout: () => 0, clearTimeout: () => undefined };
  const transport = createFixtureTransport(dataDictionaryFixtures(fixtures));
  const saved: string[] = [];
  const store = new DataDictionaryStore(
    new ApiClient({ fetch: transport.fetch }),
    () => 'fr-CA',
    clock,
    (_, name) => saved.push(name),
  );
  const glossaryRequests = () => transport.requests.filter((request) => !request.url.includes('/tags'));
  return { store, transport, saved, glossaryRequests, advance: (ms: number) => (now += ms) };
}

describe('DataDictionaryStore', () => {
  it('reads the first page of every entry, 20 to a page, in the reader’s language', async () => {
    const { store, glossaryRequests } = setUp();
    await store.showSearch('');
    const [request] = glossaryRequests();
    expect(request?.url).toBe('/api/v1/customer-support/glossaries?page_number=0&page_size=20');
    expect(request?.headers['accept-language']).toBe('fr-CA');
    expect(store.entries).toHaveLength(20);
    expect(store.total).toBe(24);
    expect(store.search).toBe('');
  });

  it('restores the view the address holds, and ignores what it cannot read', async () => {
    const { store, glossaryRequests } = setUp();
    await store.showSearch('?search=sales&page=1&selected=pos_sls_amt_ytd&product=chnl_perf_insights&topic=MOON');
    expect(store.query).toEqual({
      search: 'sales',
      pageNumber: 1,
      selected: 'pos_sls_amt_ytd',
      product: 'chnl_perf_insights',
      topic: null,
    });
    expect(glossaryRequests()[0]?.body).toEqual({
      search_field: 'sales',
      product_tag_value: 'chnl_perf_insights',
      page_number: 1,
      page_size: 20,
    });
    expect(store.search).toBe('?search=sales&page=1&selected=pos_sls_amt_ytd&product=chnl_perf_insights');
  });

  it('searches only for 3 characters or more, from the first page, with no entry open', async () => {
    const { store, glossaryRequests } = setUp();
    await store.showSearch('?page=1&selected=aur_amt_dly');
    await store.setSearch('po');
    expect(glossaryRequests()).toHaveLength(1);
    await store.setSearch(' POS ');
    expect(store.query).toMatchObject({ search: 'POS', pageNumber: 0, selected: null });
    // POS Sales, and Average Unit Retail, which is reckoned from them.
    expect(store.total).toBe(12);
    expect(store.search).toBe('?search=POS');
  });

  it('offers the server’s "Did you mean" names when a search finds nothing', async () => {
    const { store } = setUp();
    await store.setSearch('custmer satisfction');
    expect(store.total).toBe(0);
    expect(store.suggestions).toEqual(['Customer Satisfaction Score']);
  });

  it('keeps each answer for 24 hours: a view asked for again is not asked of the server', async () => {
    const { store, glossaryRequests, advance } = setUp();
    await store.showSearch('');
    await store.setPage(1);
    await store.setPage(0);
    expect(glossaryRequests()).toHaveLength(2);
    advance(GLOSSARY_STALE_TIME_MS);
    await store.setPage(1);
    expect(glossaryRequests()).toHaveLength(3);
  });

  it('does not keep a failed answer', async () => {
    let calls = 0;
    const { store } = setUp({
      [GLOSSARY_PAGE_ROUTE]: () =>
        ++calls === 1 ? { status: 500, body: errorEnvelope(500, 'Boom') } : { body: undefined },
    });
    await store.showSearch('');
    expect(store.page.status).toBe('error');
    store.page.reset();
    await store.load();
    expect(calls).toBe(2);
  });

  it('exports the view under the server’s file name', async () => {
    const { store, transport, saved } = setUp();
    await store.showSearch('?search=sales&product=chnl_perf_insights');
    await store.exportGlossary();
    const request = transport.requests.find((sent) => sent.url.startsWith('/api/v1/customer-support/export'));
    expect(request?.body).toEqual({ search_field: 'sales', product_tag_value: 'chnl_perf_insights' });
    expect(saved).toEqual(['data_element_glossary_01-03-2026.xlsx']);
  });

  it('reports a failed export', async () => {
    const { store, saved } = setUp({ [GLOSSARY_EXPORT_ROUTE]: { status: 500, body: errorEnvelope(500, 'Boom') } });
    await store.exportGlossary();
    expect(store.download.status).toBe('error');
    expect(saved).toEqual([]);
  });
});
