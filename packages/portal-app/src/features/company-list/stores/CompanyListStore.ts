import {
  CompanyListPageSchema,
  CompanyStatusesSchema,
  CompanyTypeOptionsSchema,
  UserDetailsSchema,
  type CompanyListPage,
  type CompanyRow,
  type CompanySortField,
  type CompanyStatus,
  type CompanyType,
  type CompanyTypeOptions,
  type SortOrder,
  type UserDetails,
} from '@partner-insights/contracts';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import type { RootStore } from '../../../stores/RootStore';
import { RemoteResource, WRITE } from '../../../stores/RemoteResource';

/** What the company list shows: the search, the filters, the page and the order. */
export interface CompanyListQuery {
  readonly search: string;
  readonly companyTypes: readonly CompanyType[];
  readonly statuses: readonly CompanyStatus[];
  /** From 0, as the call counts. */
  readonly page: number;
  readonly pageSize: number;
  readonly sortBy: CompanySortField;
  readonly sortOrder: SortOrder;
}

export const DEFAULT_COMPANY_LIST_QUERY: CompanyListQuery = {
  search: '',
  companyTypes: [],
  statuses: [],
  page: 0,
  pageSize: 100,
  sortBy: 'companyName',
  sortOrder: 'ASC',
};

/** The session the company list acts on: who is signed in, and how their details change. */
export interface CompanyListSession {
  readonly user: () => UserDetails | null;
  readonly setUser: (details: UserDetails) => void;
}

/**
 * The super admin's company list: a page of companies for the search and filters, the types and statuses to filter
 * by, and choosing (or leaving) the company to act for.
 */
export class CompanyListStore {
  query: CompanyListQuery = DEFAULT_COMPANY_LIST_QUERY;
  readonly page: RemoteResource<CompanyListPage, [CompanyListQuery]>;
  readonly types: RemoteResource<CompanyTypeOptions>;
  readonly statuses: RemoteResource<CompanyStatus[], [string]>;
  readonly context: RemoteResource<UserDetails, [string, string]>;
  readonly leave: RemoteResource<UserDetails>;
  readonly #session: CompanyListSession;

  constructor(api: ApiClient, session: CompanyListSession) {
    this.#session = session;
    this.page = new RemoteResource(async (query: CompanyListQuery) =>
      parseResult(
        CompanyListPageSchema,
        await api.get('/companies', {
          query: {
            page: query.page,
            pageSize: query.pageSize,
            sortBy: query.sortBy,
            sortOrder: query.sortOrder,
            showProducts: false,
            ...(query.search && { search: query.search }),
            ...(query.companyTypes.length > 0 && { companyTypes: query.companyTypes.join(',') }),
            ...(query.statuses.length > 0 && { statuses: query.statuses.join(',') }),
          },
        }),
      ),
    );
    this.types = new RemoteResource(async () =>
      parseResult(CompanyTypeOptionsSchema, await api.get('/companies/types')),
    );
    this.statuses = new RemoteResource(async (companyTypes: string) =>
      parseResult(
        CompanyStatusesSchema,
        await api.get('/companies/statuses', { query: companyTypes ? { companyTypes } : {} }),
      ),
    );
    this.context = new RemoteResource(
      async (companyId: string, reason: string) =>
        parseResult(UserDetailsSchema, await api.get('/users/set-context', { query: { companyId, reason } })),
      WRITE,
    );
    this.leave = new RemoteResource(
      async () => parseResult(UserDetailsSchema, await api.get('/users/reset-context')),
      WRITE,
    );
    makeAutoObservable(
      this,
      { page: false, types: false, statuses: false, context: false, leave: false },
      {
        autoBind: true,
      },
    );
  }

  get companies(): readonly CompanyRow[] {
    return this.page.data?.items ?? [];
  }

  get total(): number {
    return this.page.data?.total ?? 0;
  }

  get hasFilters(): boolean {
    const { search, companyTypes, statuses } = this.query;
    return search !== '' || companyTypes.length > 0 || statuses.length > 0;
  }

  /** Whether the signed-in user only views (a spectator): they view a company rather than represent it. */
  get viewsOnly(): boolean {
    return this.#session.user()?.authz.group === 'Super Admin Spectator';
  }

  /** Opens the list: leaves the company acted for, if any ("Return to Company List"), then loads the first page. */
  async open(): Promise<void> {
    if (this.#session.user()?.tenant) {
      await this.leave.run();
      if (this.leave.data) this.#session.setUser(this.leave.data);
    }
    void this.types.run();
    void this.statuses.run(this.query.companyTypes.join(','));
    await this.load();
  }

  load(): Promise<void> {
    return this.page.run(this.query);
  }

  #change(change: Partial<CompanyListQuery>): Promise<void> {
    this.query = { ...this.query, page: 0, ...change };
    return this.load();
  }

  setSearch(search: string): Promise<void> {
    return this.#change({ search: search.trim() });
  }

  setCompanyTypes(companyTypes: readonly CompanyType[]): Promise<void> {
    void this.statuses.run(companyTypes.join(','));
    return this.#change({ companyTypes });
  }

  setStatuses(statuses: readonly CompanyStatus[]): Promise<void> {
    return this.#change({ statuses });
  }

  clearFilters(): Promise<void> {
    void this.statuses.run('');
    return this.#change({ search: '', companyTypes: [], statuses: [] });
  }

  setPage(page: number, pageSize: number): Promise<void> {
    return this.#change({ page: pageSize === this.query.pageSize ? page : 0, pageSize });
  }

  setSort(sortBy: CompanySortField, sortOrder: SortOrder): Promise<void> {
    return this.#change({ sortBy, sortOrder });
  }

  /** Acts for the company from now on, for the reason given; answers whether the server agreed. */
  async actFor(companyId: string, reason: string): Promise<boolean> {
    await this.context.run(companyId, reason);
    if (!this.context.data) return false;
    this.#session.setUser(this.context.data);
    return true;
  }
}

/** The area's store, made from the RootStore when the company list first asks for it. */
export const createCompanyListStore = (root: RootStore): CompanyListStore =>
  new CompanyListStore(root.api, {
    user: () => root.session.user,
    setUser: (details) => root.session.setUser(details),
  });
