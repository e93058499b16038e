// The dictionary's view as the page's address holds it (search, page, selected, product, and the topic being
// browsed), so a reload or a shared link shows the same view.
import {
  GLOSSARY_TOPICS,
  MAX_GLOSSARY_SEARCH_LENGTH,
  MIN_GLOSSARY_SEARCH_LENGTH,
  PRODUCT_TAGS,
  type GlossaryTopic,
  type ProductTag,
} from '@partner-insights/contracts';

export interface DataDictionaryQuery {
  /** The term searched for: '' or at least 3 characters. */
  readonly search: string;
  /** From 0, as the server counts pages. */
  readonly pageNumber: number;
  /** The id of the entry whose details are open, if any. */
  readonly selected: string | null;
  readonly product: ProductTag | null;
  readonly topic: GlossaryTopic | null;
}

export const EMPTY_QUERY: DataDictionaryQuery = {
  search: '',
  pageNumber: 0,
  selected: null,
  product: null,
  topic: null,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** Whether a term is long enough to search for. */
export const isSearchable = (term: string): boolean => term.length >= MIN_GLOSSARY_SEARCH_LENGTH;

/** The query a search string says; what it cannot read is left at its default. */
export function parseDataDictionaryQuery(search: string): DataDictionaryQuery {
  const params = new URLSearchParams(search);
  const term = (params.get('search') ?? '').trim().slice(0, MAX_GLOSSARY_SEARCH_LENGTH);
  const pageNumber = Number(params.get('page') ?? '0');
  return {
    search: isSearchable(term) ? term : '',
    pageNumber: Number.isInteger(pageNumber) && pageNumber >= 0 ? pageNumber : 0,
    selected: params.get('selected') || null,
    product: oneOf(PRODUCT_TAGS, params.get('product')),
    topic: oneOf(GLOSSARY_TOPICS, params.get('topic')),
  };
}

/** The search string of a query: only what differs from the defaults. */
export function dataDictionarySearch(query: DataDictionaryQuery): string {
  const params = new URLSearchParams();
  if (query.search !== '') params.set('search', query.search);
  if (query.pageNumber > 0) params.set('page', String(query.pageNumber));
  if (query.selected !== null) params.set('selected', query.selected);
  if (query.product !== null) params.set('product', query.product);
  if (query.topic !== null) params.set('topic', query.topic);
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}
