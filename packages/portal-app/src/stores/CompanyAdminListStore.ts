import {
  ADMIN_PAGE_SIZES,
  DEFAULT_ADMIN_PAGE_SIZE,
  type AdminPageSize,
  type SortOrder,
} from '@partner-insights/contracts';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import * as v from 'valibot';
import type { ApiClient, ApiResponse } from '../api/ApiClient';
import { parseResult } from '../api/parseResult';
import type { SessionStore } from '../features/identity';
import { RemoteResource } from './RemoteResource';

/** An admin list's query: a search, a page of a rows-per-page choice, and a sort. */
// A type, not an interface: it is sent as the request's query, which takes any record of values.
export type CompanyAdminQuery<TSortBy extends string = string> = {
  readonly search: string;
  readonly page: number;
  readonly pageSize: AdminPageSize;
  readonly sortBy: TSortBy;
  readonly sortOrder: SortOrder;
};

/** How a change ended: saved, refused with the server's check (a reason the reader can fix), or failed. */
export type ChangeOutcome<TCheck> = { readonly saved: true } | { readonly saved: false; readonly check?: TCheck };

export interface CompanyAdminListOptions<TQuery, TList, TCheck> {
  readonly api: ApiClient;
  readonly session: SessionStore;
  /** The list's address under the company: `/companies/{id}/<resource>`. */
  readonly resource: string;
  readonly listSchema: v.GenericSchema<unknown, TList>;
  /** What a refusal carries in its error's details. */
  readonly checkSchema: v.GenericSchema<unknown, TCheck>;
  readonly initialQuery: TQuery;
}

/** One list request: the company, the query, and which reload it is (so a reload asks again). */
type ListArgs<TQuery> = [companyId: string, query: TQuery, revision: number];

/**
 * The part every company admin table's store shares (authorised domains, third-party partners): a company's list a
 * page at a time, searched and sorted by the server, and changes sent for the company that reload the list. Those
 * who view only change nothing. A feature's store extends it with its own calls.
 */
export class CompanyAdminListStore<
  TQuery extends CompanyAdminQuery,
  TList extends { readonly items: readonly unknown[]; readonly total: number },
  TCheck,
> {
  companyId: string | undefined = undefined;
  query: TQuery;
  readonly list: RemoteResource<TList, ListArgs<TQuery>>;
  isSaving = false;

  protected readonly api: ApiClient;
  readonly #session: SessionStore;
  readonly #resource: string;
  readonly #checkSchema: v.GenericSchema<unknown, TCheck>;
  #revision = 0;

  constructor({
    api,
    session,
    resource,
    listSchema,
    checkSchema,
    initialQuery,
  }: CompanyAdminListOptions<TQuery, TList, TCheck>) {
    this.api = api;
    this.#session = session;
    this.#resource = resource;
    this.#checkSchema = checkSchema;
    this.query = initialQuery;
    this.list = new RemoteResource(async (companyId: string, query: TQuery) =>
      parseResult(listSchema, await api.get(this.pathOf(companyId), { query: { ...query } })),
    );
    makeObservable<CompanyAdminListStore<TQuery, TList, TCheck>, 'save'>(this, {
      companyId: observable,
      query: observable,
      isSaving: observable,
      rows: computed,
      total: computed,
      canChange: computed,
      load: action,
      setSearch: action,
      setPage: action,
      setSort: action,
      save: action,
    });
  }

  get rows(): TList['items'] {
    return this.list.data?.items ?? [];
  }

  /** How many rows the company's list has, across every page; null until the first page is in. */
  get total(): number | null {
    return this.list.data?.total ?? null;
  }

  get canChange(): boolean {
    return !this.#session.isViewOnly;
  }

  /** The list's address for a company; a row's is under it. */
  protected pathOf(companyId: string, ...rest: readonly string[]): string {
    return [`/companies/${encodeURIComponent(companyId)}/${this.#resource}`, ...rest.map(encodeURIComponent)].join('/');
  }

  /** Loads the company's list (from the first page when it is another company). */
  load(companyId: string): Promise<void> {
    if (companyId !== this.companyId) {
      this.companyId = companyId;
      this.query = { ...this.query, page: 1 };
    }
    return this.#fetch();
  }

  setSearch(search: string): Promise<void> {
    return this.#requery({ search, page: 1 } as Partial<TQuery>);
  }

  /** A page of the list; a new page size (one of the admin tables' choices) starts again from the first page. */
  setPage(page: number, pageSize: number): Promise<void> {
    if (pageSize === this.query.pageSize) return this.#requery({ page } as Partial<TQuery>);
    const size = ADMIN_PAGE_SIZES.find((choice) => choice === pageSize) ?? DEFAULT_ADMIN_PAGE_SIZE;
    return this.#requery({ page: 1, pageSize: size } as Partial<TQuery>);
  }

  setSort(sortBy: TQuery['sortBy'], sortOrder: SortOrder): Promise<void> {
    return this.#requery({ sortBy, sortOrder, page: 1 } as Partial<TQuery>);
  }

  /** Sends a change for the company, then loads the list again; answers whether it was saved, and why not. */
  protected async save(send: (companyId: string) => Promise<ApiResponse<unknown>>): Promise<ChangeOutcome<TCheck>> {
    const companyId = this.companyId;
    if (!companyId || !this.canChange) return { saved: false };
    this.isSaving = true;
    const response = await send(companyId);
    runInAction(() => {
      this.isSaving = false;
    });
    if (response.error) return { saved: false, check: this.#checkOf(response) };
    this.#revision += 1;
    void this.#fetch();
    return { saved: true };
  }

  /** A refusal's reason, from the error's details when the server gave one. */
  #checkOf(response: ApiResponse<unknown>): TCheck | undefined {
    const parsed = v.safeParse(this.#checkSchema, response.error?.details);
    return parsed.success ? parsed.output : undefined;
  }

  #requery(change: Partial<TQuery>): Promise<void> {
    this.query = { ...this.query, ...change };
    return this.#fetch();
  }

  #fetch(): Promise<void> {
    if (!this.companyId) return Promise.resolve();
    return this.list.run(this.companyId, this.query, this.#revision);
  }
}
