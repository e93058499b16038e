import {
  ADMIN_PAGE_SIZES,
  DEFAULT_ADMIN_PAGE_SIZE,
  EmailDomainCheckSchema,
  EmailDomainListSchema,
  type EmailDomainChange,
  type EmailDomainCheck,
  type EmailDomainList,
  type EmailDomainListQuery,
  type EmailDomainRow,
  type NewEmailDomain,
} from '@partner-insights/contracts';
import * as v from 'valibot';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient, ApiResponse } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import { RemoteResource } from '../../../stores/RemoteResource';
import type { RootStore } from '../../../stores/RootStore';
import type { SessionStore } from '../../identity';

const domainsPath = (companyId: string): string => `/companies/${encodeURIComponent(companyId)}/email-domains`;

/** One list request: the company, the query, and which reload it is (so a reload asks again). */
type ListArgs = [companyId: string, query: EmailDomainListQuery, revision: number];

/** How a change ended: saved, refused for a reason the reader can fix, or failed. */
export type DomainOutcome = { readonly saved: true } | { readonly saved: false; readonly check?: EmailDomainCheck };

/** A refusal's reason, from the error's details when the server gave one. */
const checkOf = (response: ApiResponse<unknown>): EmailDomainCheck | undefined => {
  const parsed = v.safeParse(EmailDomainCheckSchema, response.error?.details);
  return parsed.success ? parsed.output : undefined;
};

/**
 * A company's authorised email domains (spec administration §7 "Domains"), a page at a time, searched and sorted by
 * the server; adding one (checked first), changing its flags and deleting it. Those who view only change nothing.
 */
export class EmailDomainsStore {
  companyId: string | undefined = undefined;
  query: EmailDomainListQuery = {
    search: '',
    page: 1,
    pageSize: DEFAULT_ADMIN_PAGE_SIZE,
    sortBy: 'domain',
    sortOrder: 'ASC',
  };
  readonly list: RemoteResource<EmailDomainList, ListArgs>;
  isSaving = false;

  readonly #api: ApiClient;
  readonly #session: SessionStore;
  #revision = 0;

  constructor(api: ApiClient, session: SessionStore) {
    this.#api = api;
    this.#session = session;
    this.list = new RemoteResource(async (companyId: string, query: EmailDomainListQuery) =>
      parseResult(EmailDomainListSchema, await api.get(domainsPath(companyId), { query: { ...query } })),
    );
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  get rows(): readonly EmailDomainRow[] {
    return this.list.data?.items ?? [];
  }

  /** How many domains the company has, across every page; null until the first page is in. */
  get total(): number | null {
    return this.list.data?.total ?? null;
  }

  get canChange(): boolean {
    return !this.#session.isViewOnly;
  }

  /** Loads the company's domains (from the first page when it is another company). */
  load(companyId: string): Promise<void> {
    if (companyId !== this.companyId) {
      this.companyId = companyId;
      this.query = { ...this.query, page: 1 };
    }
    return this.#fetch();
  }

  setSearch(search: string): Promise<void> {
    return this.#requery({ search, page: 1 });
  }

  /** A page of the list; a new page size (one of the admin tables' choices) starts again from the first page. */
  setPage(page: number, pageSize: number): Promise<void> {
    if (pageSize === this.query.pageSize) return this.#requery({ page });
    const size = ADMIN_PAGE_SIZES.find((choice) => choice === pageSize) ?? DEFAULT_ADMIN_PAGE_SIZE;
    return this.#requery({ page: 1, pageSize: size });
  }

  setSort(sortBy: EmailDomainListQuery['sortBy'], sortOrder: EmailDomainListQuery['sortOrder']): Promise<void> {
    return this.#requery({ sortBy, sortOrder, page: 1 });
  }

  /** Checks a domain with the server before it is added: its stored and readable names, or why it cannot be. */
  async check(domain: NewEmailDomain): Promise<EmailDomainCheck | null> {
    if (!this.companyId) return null;
    const response = parseResult(
      EmailDomainCheckSchema,
      await this.#api.post(`${domainsPath(this.companyId)}/validate`, domain),
    );
    return response.result;
  }

  add(domain: NewEmailDomain): Promise<DomainOutcome> {
    return this.#save((companyId) => this.#api.post(domainsPath(companyId), domain));
  }

  change(id: string, change: EmailDomainChange): Promise<DomainOutcome> {
    return this.#save((companyId) => this.#api.put(`${domainsPath(companyId)}/${encodeURIComponent(id)}`, change));
  }

  /** Deletes the domain by its stored name. */
  remove(domainName: string): Promise<DomainOutcome> {
    return this.#save((companyId) => this.#api.delete(`${domainsPath(companyId)}/${encodeURIComponent(domainName)}`));
  }

  /** Sends a change, then loads the list again; answers whether it was saved, and why not. */
  async #save(send: (companyId: string) => Promise<ApiResponse<unknown>>): Promise<DomainOutcome> {
    const companyId = this.companyId;
    if (!companyId || !this.canChange) return { saved: false };
    this.isSaving = true;
    const response = await send(companyId);
    runInAction(() => {
      this.isSaving = false;
    });
    if (response.error) return { saved: false, check: checkOf(response) };
    this.#revision += 1;
    void this.#fetch();
    return { saved: true };
  }

  #requery(change: Partial<EmailDomainListQuery>): Promise<void> {
    this.query = { ...this.query, ...change };
    return this.#fetch();
  }

  #fetch(): Promise<void> {
    if (!this.companyId) return Promise.resolve();
    return this.list.run(this.companyId, this.query, this.#revision);
  }
}

/** Made when the domains page first shows (RootStore.areaStore). */
export const createEmailDomainsStore = ({ api, session }: RootStore): EmailDomainsStore =>
  new EmailDomainsStore(api, session);
