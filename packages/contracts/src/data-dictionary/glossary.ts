import * as v from 'valibot';

/** The spec's nine product tags (administration-and-content §9), the values of the dictionary's product filter. */
export const PRODUCT_TAGS = [
  'chnl_perf_report_builder',
  'shopper_behavior',
  'customer_perception',
  'digital_landscapes',
  'chnl_perf_insights',
  'chnl_perf_bi_link',
  'chnl_perf_cloud_feeds',
  'chnl_perf_data_feeds_api',
  'mod_intel',
] as const;
export type ProductTag = (typeof PRODUCT_TAGS)[number];

/** The subjects the data elements describe: the browse-by-topic panel lists them. */
export const GLOSSARY_TOPICS = ['SALES', 'INVENTORY', 'STORE', 'ITEM', 'SUPPLIER', 'ECOMMERCE', 'SHOPPER'] as const;
export type GlossaryTopic = (typeof GLOSSARY_TOPICS)[number];

/** How a data element is used in a report. */
export const GLOSSARY_FIELD_TYPES = ['MEASURE', 'DIMENSION', 'ATTRIBUTE'] as const;
export type GlossaryFieldType = (typeof GLOSSARY_FIELD_TYPES)[number];

/** Who may report on a data element: "All users" or "Charter users only". */
export const GLOSSARY_AUDIENCES = ['ALL_USERS', 'CHARTER_USERS'] as const;
export type GlossaryAudience = (typeof GLOSSARY_AUDIENCES)[number];

/** The tags GET tags lists values of. */
export const GLOSSARY_TAG_NAMES = ['product', 'topic'] as const;

/** Spec administration-and-content §9: page size 20, 24 h stale time, 500 ms debounce, 3 characters at least. */
export const GLOSSARY_PAGE_SIZE = 20;
export const GLOSSARY_STALE_TIME_MS = 24 * 60 * 60 * 1000;
export const GLOSSARY_SEARCH_DEBOUNCE_MS = 500;
export const MIN_GLOSSARY_SEARCH_LENGTH = 3;
export const MAX_GLOSSARY_SEARCH_LENGTH = 100;
/** The skeleton rows shown while a page loads. */
export const GLOSSARY_LOADING_ROWS = 7;
/** "Did you mean" offers at most this many names. */
export const MAX_GLOSSARY_SUGGESTIONS = 3;
/** Larger pages are refused: bounds the work one request asks for. */
const MAX_GLOSSARY_PAGE_SIZE = 100;
/** Far beyond the dictionary's pages; bounds the offset a request can ask for. */
const MAX_GLOSSARY_PAGE_NUMBER = 10_000;

export const GlossaryTagSchema = v.object({ tag_name: v.string(), tag_value: v.string() });

/**
 * A data element (spec §3 "Glossary entry"): `type` is its data type; `glossary_tags` carry its field type
 * (`field_type`), who may use it (`available_to`) and its topic (`topic`); `available_products` its product tags.
 */
export const GlossaryEntrySchema = v.object({
  id: v.string(),
  business_name: v.string(),
  business_definition: v.string(),
  dss_business_name: v.string(),
  technical_name: v.string(),
  type: v.string(),
  glossary_tags: v.array(GlossaryTagSchema),
  available_products: v.array(v.picklist(PRODUCT_TAGS)),
});
export type GlossaryEntry = v.InferOutput<typeof GlossaryEntrySchema>;

/** A page of the dictionary (spec §3 "Glossary response"); `fuzzy_search` holds "Did you mean" names. */
export const GlossaryPageSchema = v.object({
  fuzzy_search: v.array(v.string()),
  match_lists: v.array(GlossaryEntrySchema),
  page_number: v.number(),
  page_size: v.number(),
  total_pages: v.number(),
  total_elements: v.number(),
  /** The product tags the page's entries carry. */
  tag_values: v.array(v.picklist(PRODUCT_TAGS)),
});
export type GlossaryPage = v.InferOutput<typeof GlossaryPageSchema>;

export const GlossaryTagListSchema = v.object({ tag_name: v.string(), tag_values: v.array(v.string()) });
export type GlossaryTagList = v.InferOutput<typeof GlossaryTagListSchema>;

/** The value of one of an entry's tags, e.g. its `field_type`. */
export const glossaryTagValue = (entry: Pick<GlossaryEntry, 'glossary_tags'>, tagName: string): string | undefined =>
  entry.glossary_tags.find((tag) => tag.tag_name === tagName)?.tag_value;

const queryNumber = (max: number) => v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.maxValue(max));
const PageNumberSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_GLOSSARY_PAGE_NUMBER));
const PageSizeSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_GLOSSARY_PAGE_SIZE));
const SearchTermSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(MIN_GLOSSARY_SEARCH_LENGTH, 'Please enter at least 3 characters'),
  v.maxLength(MAX_GLOSSARY_SEARCH_LENGTH),
);

/** Query of GET glossaries: `page_number` from 0, `page_size` 20 unless asked, optionally one product or topic. */
export const GlossaryPageQuerySchema = v.object({
  page_number: v.optional(queryNumber(MAX_GLOSSARY_PAGE_NUMBER), '0'),
  page_size: v.optional(v.pipe(queryNumber(MAX_GLOSSARY_PAGE_SIZE), v.minValue(1)), String(GLOSSARY_PAGE_SIZE)),
  product_tag: v.optional(v.picklist(PRODUCT_TAGS)),
  topic: v.optional(v.picklist(GLOSSARY_TOPICS)),
});
export type GlossaryPageQuery = v.InferOutput<typeof GlossaryPageQuerySchema>;

/** Body of POST search-glossaries. */
export const GlossarySearchSchema = v.object({
  search_field: SearchTermSchema,
  page_number: v.optional(PageNumberSchema, 0),
  page_size: v.optional(PageSizeSchema, GLOSSARY_PAGE_SIZE),
  product_tag_value: v.optional(v.picklist(PRODUCT_TAGS)),
  topic: v.optional(v.picklist(GLOSSARY_TOPICS)),
});
export type GlossarySearch = v.InferOutput<typeof GlossarySearchSchema>;

/** Body of POST export-glossaries: every entry matching the search (if any) and filters, in the reader's language. */
export const GlossaryExportSchema = v.object({
  search_field: v.optional(SearchTermSchema),
  product_tag_value: v.optional(v.picklist(PRODUCT_TAGS)),
  topic: v.optional(v.picklist(GLOSSARY_TOPICS)),
});
export type GlossaryExport = v.InferOutput<typeof GlossaryExportSchema>;

/** What narrows the dictionary: a search term, a product, a topic. */
export interface GlossaryFilter {
  readonly search?: string;
  readonly product?: ProductTag;
  readonly topic?: GlossaryTopic;
}

export const GlossaryTagsQuerySchema = v.object({ tag_name: v.picklist(GLOSSARY_TAG_NAMES) });

/** data_element_glossary_<date>.xlsx, the date as DD-MM-YYYY (the spec's data dictionary date format). */
export const glossaryFileName = (day: Date): string => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `data_element_glossary_${pad(day.getUTCDate())}-${pad(day.getUTCMonth() + 1)}-${day.getUTCFullYear()}.xlsx`;
};
