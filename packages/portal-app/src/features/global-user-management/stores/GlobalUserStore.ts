import {
  CompanyListPageSchema,
  DEFAULT_ADMIN_PAGE_SIZE,
  globalUserExportFileName,
  GlobalUserFilterValuesSchema,
  GlobalUserPageSchema,
  hasGlobalUserFilter,
  LaunchCatalogueSchema,
  type CompanyListPage,
  type GlobalUserFilter,
  type GlobalUserPage,
  type GlobalUserRow,
  type GlobalUserSortField,
  type GlobalUserType,
  type LaunchCatalogue,
  type Role,
  type SortOrder,
} from '@partner-insights/contracts';
import { makeAutoObservable } from 'mobx';
import type { ApiClient, ApiResponse } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import { saveWithBrowser, type SaveFile } from '../../../api/saveFile';
import type { RootStore } from '../../../stores/RootStore';
import { RemoteResource, WRITE } from '../../../stores/RemoteResource';

/** The tab, page and order of global user management. */
export interface GlobalUserQuery {
  readonly userType: GlobalUserType;
  /** From 0, as the call counts. */
  readonly pageNo: number;
  readonly pageSize: number;
  readonly sortBy: GlobalUserSortField;
  readonly sortOrder: SortOrder;
}

const NO_FILTER: GlobalUserFilter = {
  search: '',
  filters: { roles: [], attributes: [], sbu: [], products: [], companyIds: [] },
};

type FilterName = Exclude<keyof GlobalUserFilter['filters'], 'companyIds'>;

/** How many companies the company filter suggests for what is typed. */
const COMPANY_SUGGESTIONS = 25;

/** A company to filter by, as the company filter shows it. */
export interface CompanyChoice {
  readonly id: string;
  readonly companyName: string;
}

/**
 * Global user management: a page of the tab's users for the search and filters (none until one is applied), the
 * values to filter by, and the export of every match.
 */
export class GlobalUserStore {
  query: GlobalUserQuery = {
    userType: 'EXTERNAL',
    pageNo: 0,
    pageSize: DEFAULT_ADMIN_PAGE_SIZE,
    sortBy: 'name',
    sortOrder: 'ASC',
  };
  filter: GlobalUserFilter = NO_FILTER;
  /** The company the list is narrowed to, if any. */
  company: CompanyChoice | null = null;
  /** What the company filter's field holds: the chosen company's name, or what is being typed. */
  companyText = '';
  readonly page: RemoteResource<GlobalUserPage, [GlobalUserQuery, GlobalUserFilter]>;
  readonly roles: RemoteResource<string[]>;
  readonly attributes: RemoteResource<string[]>;
  readonly sbu: RemoteResource<string[]>;
  readonly products: RemoteResource<LaunchCatalogue>;
  /** Companies whose name matches what is typed in the company filter. */
  readonly companySuggestions: RemoteResource<CompanyListPage, [string]>;
  readonly download: RemoteResource<Blob, [GlobalUserQuery, GlobalUserFilter]>;
  readonly #saveFile: SaveFile;

  constructor(api: ApiClient, saveFile: SaveFile = saveWithBrowser) {
    this.#saveFile = saveFile;
    const values = (path: string) => async () => parseResult(GlobalUserFilterValuesSchema, await api.get(path));
    this.page = new RemoteResource(async (query: GlobalUserQuery, filter: GlobalUserFilter) =>
      parseResult(GlobalUserPageSchema, await api.post('/users', filter, { query: { ...query } })),
    );
    this.roles = new RemoteResource(values('/users/filters/roles'));
    this.attributes = new RemoteResource(values('/users/filters/attributes'));
    this.sbu = new RemoteResource(values('/users/filters/sbu'));
    this.products = new RemoteResource(async () => parseResult(LaunchCatalogueSchema, await api.get('/products')));
    this.companySuggestions = new RemoteResource(async (search: string) =>
      parseResult(
        CompanyListPageSchema,
        await api.get('/companies', { query: { search, pageSize: COMPANY_SUGGESTIONS } }),
      ),
    );
    this.download = new RemoteResource(
      (query: GlobalUserQuery, filter: GlobalUserFilter) =>
        api.post('/users/export', filter, {
          query: { userType: query.userType, sortBy: query.sortBy, sortOrder: query.sortOrder },
          responseType: 'blob',
        }) as Promise<ApiResponse<Blob>>,
      WRITE,
    );
    makeAutoObservable(
      this,
      {
        page: false,
        roles: false,
        attributes: false,
        sbu: false,
        products: false,
        companySuggestions: false,
        download: false,
      },
      { autoBind: true },
    );
  }

  /** Whether a search or filter is applied: until then the page prompts for one rather than listing everyone. */
  get isFiltered(): boolean {
    return hasGlobalUserFilter(this.filter);
  }

  get users(): readonly GlobalUserRow[] {
    return this.isFiltered ? (this.page.data?.items ?? []) : [];
  }

  get total(): number {
    return this.isFiltered ? (this.page.data?.total ?? 0) : 0;
  }

  /** Loads the values to filter by, and the page if a filter is applied. */
  open(): Promise<void> {
    void this.roles.run();
    void this.attributes.run();
    void this.sbu.run();
    void this.products.run();
    return this.load();
  }

  load(): Promise<void> {
    return this.isFiltered ? this.page.run(this.query, this.filter) : Promise.resolve();
  }

  #change(query: Partial<GlobalUserQuery>, filter: Partial<GlobalUserFilter> = {}): Promise<void> {
    this.query = { ...this.query, pageNo: 0, ...query };
    this.filter = { ...this.filter, ...filter };
    return this.load();
  }

  setUserType(userType: GlobalUserType): Promise<void> {
    return this.#change({ userType });
  }

  setSearch(search: string): Promise<void> {
    return this.#change({}, { search: search.trim() });
  }

  setFilter(name: FilterName, values: readonly string[]): Promise<void> {
    const filters = { ...this.filter.filters, [name]: name === 'roles' ? (values as Role[]) : [...values] };
    return this.#change({}, { filters });
  }

  /**
   * Typing in the company filter: suggests the companies whose name holds the text; emptying it lists every
   * company's users again.
   */
  typeCompany(text: string): Promise<void> {
    this.companyText = text;
    void this.companySuggestions.run(text.trim());
    return text === '' && this.company ? this.setCompany(null) : Promise.resolve();
  }

  /** The company field shows the chosen company again (or nothing), dropping text that chose none. */
  revertCompanyText(): void {
    this.companyText = this.company?.companyName ?? '';
  }

  /** Narrows the list to one company's users, or to every company's with none. */
  setCompany(company: CompanyChoice | null): Promise<void> {
    this.company = company;
    this.companyText = company?.companyName ?? '';
    return this.#change({}, { filters: { ...this.filter.filters, companyIds: company ? [company.id] : [] } });
  }

  clearFilters(): Promise<void> {
    this.company = null;
    this.companyText = '';
    return this.#change({}, NO_FILTER);
  }

  setPage(pageNo: number, pageSize: number): Promise<void> {
    return this.#change({ pageNo: pageSize === this.query.pageSize ? pageNo : 0, pageSize });
  }

  setSort(sortBy: GlobalUserSortField, sortOrder: SortOrder): Promise<void> {
    return this.#change({ sortBy, sortOrder });
  }

  /** Downloads every match of the tab as a spreadsheet, and saves it. */
  async exportUsers(): Promise<void> {
    await this.download.run(this.query, this.filter);
    if (this.download.data) this.#saveFile(this.download.data, globalUserExportFileName(this.query.userType));
  }
}

/** The area's store, made from the RootStore when global user management first asks for it. */
export const createGlobalUserStore = (root: RootStore): GlobalUserStore => new GlobalUserStore(root.api);
