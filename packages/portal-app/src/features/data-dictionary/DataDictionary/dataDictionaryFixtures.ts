import {
  GLOSSARY_PAGE_SIZE,
  GLOSSARY_TOPICS,
  PRODUCT_TAGS,
  type GlossaryEntry,
  type GlossaryPage,
  type GlossarySearch,
  type GlossaryTopic,
  type ProductTag,
} from '@partner-insights/contracts';
import type { Fixture, Fixtures, RecordedRequest } from '../../../testing/fixtureTransport';

export const GLOSSARY_PAGE_ROUTE = 'GET /api/v1/customer-support/glossaries';
export const GLOSSARY_SEARCH_ROUTE = 'POST /api/v1/customer-support/search-glossaries';
export const GLOSSARY_EXPORT_ROUTE = 'POST /api/v1/customer-support/export-glossaries';
export const GLOSSARY_TAGS_ROUTE = 'GET /api/v1/customer-support/tags';

interface Measure {
  readonly name: string;
  readonly code: string;
  readonly dss: string;
  readonly definition: string;
  readonly topic: GlossaryTopic;
  readonly products: readonly ProductTag[];
}

const MEASURES: readonly Measure[] = [
  {
    name: 'Average Unit Retail',
    code: 'aur_amt',
    dss: 'AUR $',
    definition: 'POS sales divided by POS quantity: the average price a shopper paid for one unit.',
    topic: 'SALES',
    products: ['chnl_perf_report_builder', 'chnl_perf_insights'],
  },
  {
    name: 'Customer Satisfaction Score',
    code: 'csat_score',
    dss: 'CSAT',
    definition: 'Average rating, from 1 to 5, that surveyed shoppers gave their experience with the item.',
    topic: 'SHOPPER',
    products: ['customer_perception', 'shopper_behavior'],
  },
  {
    name: 'On Hand Quantity',
    code: 'oh_qty',
    dss: 'OH Qty',
    definition: 'Units in the store’s stock, on the shelf and in the backroom, at the close of business.',
    topic: 'INVENTORY',
    products: ['chnl_perf_report_builder', 'chnl_perf_bi_link', 'mod_intel'],
  },
  {
    name: 'POS Sales',
    code: 'pos_sls_amt',
    dss: 'POS Sls $',
    definition: 'Retail value of the items scanned at the register, in local currency, net of returns.',
    topic: 'SALES',
    products: ['chnl_perf_report_builder', 'chnl_perf_insights', 'chnl_perf_data_feeds_api'],
  },
];
const WINDOWS = [
  ['Daily', 'dly', 'Reported for each fiscal day.'],
  ['Month to Date', 'mtd', 'Covers the first day of the fiscal month through the last completed day.'],
  ['Rolling 13 Weeks', 'r13w', 'Covers the last 13 completed fiscal weeks.'],
  ['Rolling 52 Weeks', 'r52w', 'Covers the last 52 completed fiscal weeks.'],
  ['Weekly', 'wkly', 'Reported for each fiscal week, Saturday through Friday.'],
  ['Year to Date', 'ytd', 'Covers the first day of the fiscal year through the last completed day.'],
] as const;

/** 24 data elements (4 measures over 6 windows), in name order as the server answers them. */
export const ENTRIES: readonly GlossaryEntry[] = MEASURES.flatMap((measure) =>
  WINDOWS.map(([window, code, clause]) => ({
    id: `${measure.code}_${code}`,
    business_name: `${measure.name} (${window})`,
    business_definition: `${measure.definition} ${clause}`,
    dss_business_name: `${measure.dss} ${code.toUpperCase()}`,
    technical_name: `${measure.code}_${code}`,
    type: measure.code.endsWith('qty') ? 'INTEGER' : 'DECIMAL(18,2)',
    glossary_tags: [
      { tag_name: 'field_type', tag_value: 'MEASURE' },
      { tag_name: 'available_to', tag_value: code === 'r52w' ? 'CHARTER_USERS' : 'ALL_USERS' },
      { tag_name: 'topic', tag_value: measure.topic },
    ],
    available_products: [...measure.products],
  })),
);

const pageAnswer = (
  entries: readonly GlossaryEntry[],
  pageNumber: number,
  fuzzy: readonly string[] = [],
): GlossaryPage => ({
  fuzzy_search: entries.length === 0 ? [...fuzzy] : [],
  match_lists: entries.slice(pageNumber * GLOSSARY_PAGE_SIZE, (pageNumber + 1) * GLOSSARY_PAGE_SIZE),
  page_number: pageNumber,
  page_size: GLOSSARY_PAGE_SIZE,
  total_pages: Math.ceil(entries.length / GLOSSARY_PAGE_SIZE),
  total_elements: entries.length,
  tag_values: [],
});

const narrowed = (entries: readonly GlossaryEntry[], product?: string | null, topic?: string | null) =>
  entries.filter(
    (entry) =>
      (!product || entry.available_products.includes(product as ProductTag)) &&
      (!topic || entry.glossary_tags.some((tag) => tag.tag_name === 'topic' && tag.tag_value === topic)),
  );

/** Answers GET glossaries as the server would: the product and topic asked for, the page asked for. */
export const glossaryPageAnswer =
  (entries: readonly GlossaryEntry[] = ENTRIES): Fixture =>
  (request: RecordedRequest) => {
    const query = new URL(request.url, 'http://localhost').searchParams;
    const matching = narrowed(entries, query.get('product_tag'), query.get('topic'));
    return { body: pageAnswer(matching, Number(query.get('page_number') ?? 0)) };
  };

/** Answers POST search-glossaries: names, technical names and definitions holding the term; `fuzzy` when none. */
export const glossarySearchAnswer =
  (entries: readonly GlossaryEntry[] = ENTRIES, fuzzy: readonly string[] = ['Customer Satisfaction Score']): Fixture =>
  (request: RecordedRequest) => {
    const body = request.body as GlossarySearch;
    const term = body.search_field.toLowerCase();
    const matching = narrowed(entries, body.product_tag_value, body.topic).filter((entry) =>
      [entry.business_name, entry.technical_name, entry.business_definition].some((text) =>
        text.toLowerCase().includes(term),
      ),
    );
    return { body: pageAnswer(matching, body.page_number ?? 0, fuzzy) };
  };

/** The dictionary's answers, with `overrides`. */
export const dataDictionaryFixtures = (overrides: Fixtures = {}): Fixtures => ({
  [GLOSSARY_PAGE_ROUTE]: glossaryPageAnswer(),
  [GLOSSARY_SEARCH_ROUTE]: glossarySearchAnswer(),
  [GLOSSARY_TAGS_ROUTE]: (request) => ({
    body: request.url.includes('tag_name=topic')
      ? { tag_name: 'topic', tag_values: [...GLOSSARY_TOPICS] }
      : { tag_name: 'product', tag_values: [...PRODUCT_TAGS] },
  }),
  [GLOSSARY_EXPORT_ROUTE]: {
    body: 'xlsx',
    headers: { 'Content-Disposition': 'attachment; filename="data_element_glossary_01-03-2026.xlsx"' },
  },
  ...overrides,
});
