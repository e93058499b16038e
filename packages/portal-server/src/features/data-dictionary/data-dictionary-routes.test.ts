import {
  GLOSSARY_PAGE_SIZE,
  GlossaryPageSchema,
  GlossaryTagListSchema,
  GLOSSARY_TOPICS,
  glossaryTagValue,
  PRODUCT_TAGS,
} from '@partner-insights/contracts';
import ExcelJS from 'exceljs';
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

const PATH = '/api/v1/customer-support';
const SEEDED_ELEMENTS = 410;

describe.each(testDatabaseTargets)('the data dictionary on $name', (target) => {
  let portal: SeededTestApp;
  let userCookie: string;

  const get = (path: string, cookie: string | null = userCookie, acceptLanguage?: string) =>
    callApi(portal.app, `${PATH}${path}`, { cookie: cookie ?? undefined, acceptLanguage });
  const post = (path: string, body: unknown, cookie: string | null = userCookie, acceptLanguage?: string) =>
    callApi(portal.app, `${PATH}${path}`, { method: 'POST', cookie: cookie ?? undefined, body, acceptLanguage });
  const pageOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return v.parse(GlossaryPageSchema, await response.json());
  };
  const search = async (body: object, acceptLanguage?: string) =>
    pageOf(await post('/search-glossaries', body, userCookie, acceptLanguage));

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    userCookie = await signIn(portal.app, 'user@acme-foods.test');
  });

  afterAll(() => portal?.close());

  describe('pages', () => {
    it('answers the first page of every data element in name order, 20 to a page', async () => {
      const page = await pageOf(await get('/glossaries?page_number=0'));
      expect(page).toMatchObject({
        fuzzy_search: [],
        page_number: 0,
        page_size: GLOSSARY_PAGE_SIZE,
        total_elements: SEEDED_ELEMENTS,
        total_pages: Math.ceil(SEEDED_ELEMENTS / GLOSSARY_PAGE_SIZE),
      });
      expect(page.match_lists).toHaveLength(GLOSSARY_PAGE_SIZE);
      const names = page.match_lists.map((entry) => entry.business_name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(page.match_lists.find((entry) => entry.technical_name === 'add_to_cart_cnt_ytd')).toEqual({
        id: expect.any(String),
        business_name: 'Add-to-Cart Count (Year to Date)',
        business_definition:
          'Number of times shoppers added the item to their online cart. Covers the first day of the fiscal year through the last completed day.',
        dss_business_name: 'ATC Cnt YTD',
        technical_name: 'add_to_cart_cnt_ytd',
        type: 'INTEGER',
        glossary_tags: [
          { tag_name: 'field_type', tag_value: 'MEASURE' },
          { tag_name: 'available_to', tag_value: 'ALL_USERS' },
          { tag_name: 'topic', tag_value: 'ECOMMERCE' },
        ],
        available_products: ['digital_landscapes', 'chnl_perf_insights', 'chnl_perf_data_feeds_api'],
      });
    });

    it('pages without overlap to the last, shorter page', async () => {
      const last = Math.ceil(SEEDED_ELEMENTS / GLOSSARY_PAGE_SIZE) - 1;
      const entriesOf = async (pageNumber: number) =>
        (await pageOf(await get(`/glossaries?page_number=${pageNumber}`))).match_lists;
      const ids = new Set([...(await entriesOf(0)), ...(await entriesOf(1))].map((entry) => entry.id));
      expect(ids.size).toBe(2 * GLOSSARY_PAGE_SIZE);
      expect(await entriesOf(last)).toHaveLength(SEEDED_ELEMENTS - last * GLOSSARY_PAGE_SIZE);
    });

    it('filters by product tag and by topic', async () => {
      const perception = await pageOf(await get('/glossaries?page_number=0&product_tag=customer_perception'));
      expect(perception.total_elements).toBeGreaterThan(0);
      for (const entry of perception.match_lists) expect(entry.available_products).toContain('customer_perception');
      const stores = await pageOf(await get('/glossaries?page_number=0&page_size=100&topic=STORE'));
      expect(stores.total_elements).toBe(9);
      for (const entry of stores.match_lists) expect(glossaryTagValue(entry, 'topic')).toBe('STORE');
    });

    it('answers in the reader’s language', async () => {
      const spanish = await pageOf(await get('/glossaries?page_number=0&topic=STORE', userCookie, 'es-MX'));
      expect(spanish.match_lists.map((entry) => entry.business_name)).toContain('Número de tienda');
      const french = await pageOf(await get('/glossaries?page_number=0&topic=STORE', userCookie, 'fr-CA'));
      expect(french.match_lists.find((entry) => entry.technical_name === 'store_nbr')).toMatchObject({
        business_name: 'Numéro de magasin',
        dss_business_name: 'No magasin',
      });
    });

    it('seeds every element with words in the three languages, and products from the nine tags', async () => {
      for (const locale of ['en-US', 'es-MX', 'fr-CA']) {
        const page = await pageOf(await get('/glossaries?page_number=0&page_size=100', userCookie, locale));
        expect(page.total_elements).toBe(SEEDED_ELEMENTS);
        for (const entry of page.match_lists) {
          expect(entry.business_name).not.toBe('');
          expect(entry.business_definition.length).toBeGreaterThan(20);
        }
      }
    });
  });

  describe('search', () => {
    it('finds the elements whose names, technical name or definition hold the term, ignoring case', async () => {
      const page = await search({ search_field: 'WEEKS OF SUPPLY', page_number: 0, page_size: 20 });
      expect(page.total_elements).toBe(10);
      expect(page.match_lists.every((entry) => entry.business_name.startsWith('Weeks of Supply ('))).toBe(true);
      const technical = await search({ search_field: 'pos_sls_amt_r13w' });
      expect(technical.match_lists.map((entry) => entry.business_name)).toEqual(['POS Sales (Rolling 13 Weeks)']);
    });

    it('narrows a search by product', async () => {
      const all = await search({ search_field: 'margin' });
      const shopper = await search({ search_field: 'margin', product_tag_value: 'shopper_behavior' });
      expect(all.total_elements).toBeGreaterThan(0);
      expect(shopper.total_elements).toBe(0);
    });

    it('searches in the reader’s language', async () => {
      const page = await search({ search_field: 'inventario en tienda' }, 'es-MX');
      // Its names, and the definition of weeks of supply, which is reckoned from it.
      const named = page.match_lists.filter((entry) => entry.business_name.startsWith('Inventario en tienda ('));
      expect(named.map((entry) => entry.technical_name.slice(0, 7))).toEqual(Array(10).fill('oh_qty_'));
    });

    it('offers "Did you mean" names alike when nothing matches, which find entries when searched', async () => {
      const missed = await search({ search_field: 'custmer satisfction' });
      expect(missed).toMatchObject({ total_elements: 0, match_lists: [], total_pages: 0 });
      const [suggestion = ''] = missed.fuzzy_search;
      expect(suggestion).toBe('Customer Satisfaction Score');
      const followed = await search({ search_field: suggestion });
      expect(followed.total_elements).toBe(10);
      const shoppers = (await search({ search_field: 'shoper' })).fuzzy_search;
      expect(shoppers).toHaveLength(3);
      for (const name of shoppers) expect(name).toMatch(/Shopper/);
    });

    it('offers nothing when nothing is alike', async () => {
      const missed = await search({ search_field: 'zzqxv' });
      expect(missed).toMatchObject({ total_elements: 0, fuzzy_search: [] });
    });

    it('offers names within the product filter only', async () => {
      const missed = await search({ search_field: 'custmer satisfction', product_tag_value: 'chnl_perf_bi_link' });
      expect(missed).toMatchObject({ total_elements: 0, fuzzy_search: [] });
    });

    it('treats % and _ in a term as themselves', async () => {
      expect((await search({ search_field: '%%%' })).total_elements).toBe(0);
    });
  });

  describe('tags', () => {
    it('lists the nine product tags, and the topics', async () => {
      const products = await get('/tags?tag_name=product');
      expect(products.status).toBe(200);
      expect(v.parse(GlossaryTagListSchema, await products.json())).toEqual({
        tag_name: 'product',
        tag_values: [...PRODUCT_TAGS],
      });
      const topics = v.parse(GlossaryTagListSchema, await (await get('/tags?tag_name=topic')).json());
      expect(topics.tag_values).toEqual([...GLOSSARY_TOPICS]);
    });
  });

  describe('export', () => {
    const rowsOf = async (response: Response) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const rows: string[][] = [];
      workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
      return rows;
    };

    it('streams every match as a spreadsheet named for the day, with the page’s columns', async () => {
      const response = await post('/export-glossaries', {
        search_field: 'weeks of supply',
        product_tag_value: 'mod_intel',
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="data_element_glossary_\d{2}-\d{2}-\d{4}\.xlsx"$/,
      );
      const [header, ...rows] = await rowsOf(response);
      expect(header).toEqual([
        'Name',
        'Technical Name',
        'DSS Name',
        'Description',
        'Data type',
        'Field type',
        'Available to',
        'Products',
      ]);
      expect(rows).toHaveLength(10);
      expect(rows.find((row) => row[1] === 'wks_of_sply_r52w')).toEqual([
        'Weeks of Supply (Rolling 52 Weeks)',
        'wks_of_sply_r52w',
        'WOS R52W',
        expect.stringContaining('how many weeks the stock lasts'),
        'DECIMAL(9,4)',
        'Measure',
        'Charter users only',
        'Report Builder, BI Link, Cloud Feeds, Data Feeds API, Modular Intelligence',
      ]);
    });

    it('exports the whole dictionary without a search, in the reader’s language', async () => {
      const response = await post('/export-glossaries', {}, userCookie, 'fr-CA');
      const [header, ...rows] = await rowsOf(response);
      expect(header?.slice(0, 3)).toEqual(['Nom', 'Nom technique', 'Nom DSS']);
      expect(rows).toHaveLength(SEEDED_ELEMENTS);
    });
  });

  describe('refusals', () => {
    it('answers 401 to a visitor who is not signed in', async () => {
      expect((await get('/glossaries?page_number=0', null)).status).toBe(401);
      expect((await get('/tags?tag_name=product', null)).status).toBe(401);
      for (const path of ['/search-glossaries', '/export-glossaries']) {
        expect((await post(path, { search_field: 'sales' }, null)).status).toBe(401);
      }
    });

    it('lets a view-only spectator search and export: its posts only read', async () => {
      const spectator = await signIn(portal.app, 'spectator@partner-insights.test');
      expect((await post('/search-glossaries', { search_field: 'sales' }, spectator)).status).toBe(200);
      expect((await post('/export-glossaries', { search_field: 'sales' }, spectator)).status).toBe(200);
    });

    it.each([
      ['a search of 2 characters', { search_field: 'ab' }],
      ['a search of spaces around 2 characters', { search_field: '  ab  ' }],
      ['an oversized search', { search_field: 'x'.repeat(101) }],
      ['an unknown product tag', { search_field: 'sales', product_tag_value: 'crystal_ball' }],
      ['a negative page', { search_field: 'sales', page_number: -1 }],
      ['a page too large', { search_field: 'sales', page_size: 101 }],
      ['a fractional page', { search_field: 'sales', page_number: 1.5 }],
    ])('answers 400 to %s', async (_, body) => {
      const response = await post('/search-glossaries', body);
      expect(await errorMessageOf(response, 400)).toBe(
        'An error occurred while processing your request. Please try again.',
      );
    });

    it.each([
      ['an unknown product tag', '/glossaries?page_number=0&product_tag=crystal_ball'],
      ['a page that is not a number', '/glossaries?page_number=first'],
      ['a page size of 0', '/glossaries?page_number=0&page_size=0'],
      ['an unknown topic', '/glossaries?topic=WEATHER'],
      ['an unknown tag', '/tags?tag_name=colour'],
      ['no tag', '/tags'],
    ])('answers 400 to %s', async (_, path) => {
      expect((await get(path)).status).toBe(400);
    });

    it('refuses an export whose search is too short', async () => {
      expect((await post('/export-glossaries', { search_field: 'ab' })).status).toBe(400);
    });

    it('refuses a search that is not JSON', async () => {
      const response = await portal.app.request(`${PATH}/search-glossaries`, {
        method: 'POST',
        headers: { Host: 'localhost:3000', Cookie: userCookie, 'Content-Type': 'text/plain' },
        body: 'sales',
      });
      expect(response.status).toBe(415);
    });
  });
});
