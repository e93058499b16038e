import {
  GLOSSARY_PAGE_SIZE,
  GLOSSARY_STALE_TIME_MS,
  glossaryFileName,
  GlossaryPageSchema,
  GlossaryTagListSchema,
  type GlossaryEntry,
  type GlossaryExport,
  type GlossaryPage,
  type GlossaryTagList,
  type GlossaryTopic,
  type Locale,
  type ProductTag,
} from '@partner-insights/contracts';
import { makeAutoObservable } from 'mobx';
import type { ApiClient, ApiResponse } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import type { Clock } from '../../../stores/Clock';
import { RemoteResource, WRITE, type RemoteResourceOptions } from '../../../stores/RemoteResource';
import type { RootStore } from '../../../stores/RootStore';
import { fileNameOf, saveWithBrowser, type SaveFile } from '../../../api/saveFile';
import { AnswerCache } from './answerCache';
import {
  dataDictionarySearch,
  EMPTY_QUERY,
  isSearchable,
  parseDataDictionaryQuery,
  type DataDictionaryQuery,
} from './dataDictionaryQuery';

const PATH = '/v1/customer-support';

interface DownloadedFile {
  readonly file: Blob;
  readonly name: string;
}

/** What a page of the dictionary is asked for by: the query without the open entry. */
type PageRequest = Omit<DataDictionaryQuery, 'selected'>;

/**
 * The data dictionary in the reader's language: a page for the view in the page's address (a search of 3
 * characters or more, a product, a topic), "Did you mean" names when a search finds nothing, the product tags to
 * filter by, and the export of every match. Answers stay fresh for 24 hours (spec administration-and-content §9).
 */
export class DataDictionaryStore {
  query: DataDictionaryQuery = EMPTY_QUERY;
  readonly page: RemoteResource<GlossaryPage, [PageRequest, Locale]>;
  readonly productTags: RemoteResource<GlossaryTagList>;
  readonly download: RemoteResource<DownloadedFile, [GlossaryExport, Locale]>;

  readonly #locale: () => Locale;
  readonly #clock: Clock;
  readonly #saveFile: SaveFile;

  constructor(api: ApiClient, locale: () => Locale, clock: Clock, saveFile: SaveFile = saveWithBrowser) {
    this.#locale = locale;
    this.#clock = clock;
    this.#saveFile = saveFile;
    const forADay: RemoteResourceOptions = {
      staleTimeMs: GLOSSARY_STALE_TIME_MS,
      cacheTimeMs: GLOSSARY_STALE_TIME_MS,
      clock,
    };
    const pages = new AnswerCache<GlossaryPage>(clock, GLOSSARY_STALE_TIME_MS);
    const languageOf = (language: Locale) => ({ headers: { 'Accept-Language': language } });
    this.page = new RemoteResource(
      (request: PageRequest, language: Locale) =>
        pages.answer(JSON.stringify([request, language]), async () =>
          parseResult(
            GlossaryPageSchema,
            request.search
              ? await api.post(
                  `${PATH}/search-glossaries`,
                  { ...filterOf(request), ...pageOf(request) },
                  languageOf(language),
                )
              : await api.get(`${PATH}/glossaries`, {
                  ...languageOf(language),
                  query: {
                    page_number: request.pageNumber,
                    page_size: GLOSSARY_PAGE_SIZE,
                    ...(request.product ? { product_tag: request.product } : {}),
                    ...(request.topic ? { topic: request.topic } : {}),
                  },
                }),
          ),
        ),
      forADay,
    );
    this.productTags = new RemoteResource(
      async () => parseResult(GlossaryTagListSchema, await api.get(`${PATH}/tags`, { query: { tag_name: 'product' } })),
      forADay,
    );
    this.download = new RemoteResource(async (body: GlossaryExport, language: Locale) => {
      const response = (await api.post(`${PATH}/export-glossaries`, body, {
        ...languageOf(language),
        responseType: 'blob',
      })) as ApiResponse<Blob>;
      if (response.error) return response;
      // The server names the file for its day; the reader's day names it if the header cannot be read.
      const name = fileNameOf(response.headers['content-disposition']) ?? glossaryFileName(new Date(this.#clock.now()));
      return { result: { file: response.result, name }, headers: response.headers };
    }, WRITE);
    makeAutoObservable(this, { page: false, productTags: false, download: false }, { autoBind: true });
  }

  /** The page's address for the current view (only what differs from the defaults). */
  get search(): string {
    return dataDictionarySearch(this.query);
  }

  get entries(): readonly GlossaryEntry[] {
    return this.page.data?.match_lists ?? [];
  }

  get total(): number {
    return this.page.data?.total_elements ?? 0;
  }

  /** "Did you mean" names, when the search found nothing. */
  get suggestions(): readonly string[] {
    return this.page.data?.fuzzy_search ?? [];
  }

  /** The product tags to filter by: the server's, or the one in the address until they arrive. */
  get products(): readonly ProductTag[] {
    const tags = (this.productTags.data?.tag_values ?? []) as ProductTag[];
    return tags.length > 0 || this.query.product === null ? tags : [this.query.product];
  }

  /** The entry whose details are open, when it is on the page shown. */
  get selectedEntry(): GlossaryEntry | null {
    return this.entries.find((entry) => entry.id === this.query.selected) ?? null;
  }

  get hasFilters(): boolean {
    return this.query.search !== '' || this.query.product !== null || this.query.topic !== null;
  }

  /** Shows what the page's address asks for. */
  showSearch(search: string): Promise<void> {
    this.query = parseDataDictionaryQuery(search);
    return this.load();
  }

  load(): Promise<void> {
    void this.productTags.run();
    const { selected: _selected, ...request } = this.query;
    return this.page.run(request, this.#locale());
  }

  /** A new search, product or topic shows its first page with no entry open. */
  #narrow(change: Partial<Pick<DataDictionaryQuery, 'search' | 'product' | 'topic'>>): Promise<void> {
    this.query = { ...this.query, ...change, pageNumber: 0, selected: null };
    return this.load();
  }

  /** Searches for a term of 3 characters or more; '' shows every entry again. */
  setSearch(term: string): Promise<void> {
    const trimmed = term.trim();
    if (trimmed !== '' && !isSearchable(trimmed)) return Promise.resolve();
    return this.#narrow({ search: trimmed });
  }

  setProduct(product: ProductTag | null): Promise<void> {
    return this.#narrow({ product });
  }

  setTopic(topic: GlossaryTopic | null): Promise<void> {
    return this.#narrow({ topic });
  }

  clearFilters(): Promise<void> {
    return this.#narrow({ search: '', product: null, topic: null });
  }

  setPage(pageNumber: number): Promise<void> {
    this.query = { ...this.query, pageNumber, selected: null };
    return this.load();
  }

  /** Opens an entry's details (null closes them); the page stays as it is. */
  select(id: string | null): void {
    this.query = { ...this.query, selected: id };
  }

  /** Downloads every entry of the view as a spreadsheet in the reader's language, and saves it. */
  async exportGlossary(): Promise<void> {
    await this.download.run(filterOf(this.query), this.#locale());
    if (this.download.data) this.#saveFile(this.download.data.file, this.download.data.name);
  }
}

function filterOf({ search, product, topic }: PageRequest): GlossaryExport {
  return {
    ...(search ? { search_field: search } : {}),
    ...(product ? { product_tag_value: product } : {}),
    ...(topic ? { topic } : {}),
  };
}

const pageOf = ({ pageNumber }: PageRequest) => ({ page_number: pageNumber, page_size: GLOSSARY_PAGE_SIZE });

/** The area's store, made from the RootStore when a data dictionary page first asks for it. */
export const createDataDictionaryStore = (root: RootStore): DataDictionaryStore =>
  new DataDictionaryStore(root.api, () => root.locale.locale, root.clock);
