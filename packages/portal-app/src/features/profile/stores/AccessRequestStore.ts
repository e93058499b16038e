import {
  AccessRequestCreatedSchema,
  CompanyAdminsSchema,
  DEFAULT_ACCESS_PAGE_SIZE,
  ProductAccessPageSchema,
  type AccessRequestCreate,
  type AccessRequestCreated,
  type CompanyAdmin,
  type CompanyAdmins,
  type Locale,
  type ProductAccessItem,
  type ProductAccessPage,
} from '@partner-insights/contracts';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ApiClient } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import { RemoteResource, WRITE } from '../../../stores/RemoteResource';
import type { LocaleStore } from '../../../stores/LocaleStore';
import type { RootStore } from '../../../stores/RootStore';
import type { SessionStore } from '../../identity';

const userPath = (loginId: string): string => `/v1/identity/users/${encodeURIComponent(loginId)}`;
const productAccessPath = (loginId: string): string => `${userPath(loginId)}/access`;
const accessRequestsPath = (loginId: string): string => `${userPath(loginId)}/access-requests`;
const COMPANY_ADMINS_PATH = '/v1/identity/company-admins';

interface AccessQuery {
  readonly search: string;
  readonly page: number;
  readonly pageSize: number;
}

/**
 * Request access, for internal users: the market's products with the user's access, a page at a time (ten unless
 * told) and searchable by title, and the request for the chosen products with a note. Requested products turn pending.
 * External users ask their company's administrators instead: who they are, to write to them.
 */
export class AccessRequestStore {
  search = '';
  page = 1;
  pageSize = DEFAULT_ACCESS_PAGE_SIZE;
  note = '';
  readonly selected = new Set<string>();
  readonly access: RemoteResource<ProductAccessPage, [string, AccessQuery, Locale]>;
  readonly request: RemoteResource<AccessRequestCreated, [string, AccessRequestCreate]>;
  readonly companyAdmins: RemoteResource<CompanyAdmins, []>;

  readonly #session: SessionStore;
  readonly #locale: Pick<LocaleStore, 'locale'>;
  /** Products requested during this visit: pending, whatever an earlier page load said. */
  readonly #requested = observable.set<string>();

  constructor(api: ApiClient, session: SessionStore, locale: Pick<LocaleStore, 'locale'>) {
    this.#session = session;
    this.#locale = locale;
    // The products' titles and descriptions come in the language asked for.
    this.access = new RemoteResource(
      async (loginId: string, { search, page, pageSize }: AccessQuery, language: Locale) =>
        parseResult(
          ProductAccessPageSchema,
          await api.get(productAccessPath(loginId), {
            query: { search, page, page_size: pageSize },
            headers: { 'Accept-Language': language },
          }),
        ),
    );
    this.request = new RemoteResource(
      async (loginId: string, body: AccessRequestCreate) =>
        parseResult(AccessRequestCreatedSchema, await api.post(accessRequestsPath(loginId), body)),
      WRITE,
    );
    this.companyAdmins = new RemoteResource(async () =>
      parseResult(CompanyAdminsSchema, await api.get(COMPANY_ADMINS_PATH)),
    );
    makeAutoObservable(this, { access: false, request: false, companyAdmins: false }, { autoBind: true });
  }

  /** Only the retailer's own associates request access here; everyone else asks their administrator. */
  get isInternalUser(): boolean {
    return this.#session.user?.user_type === 'INTERNAL';
  }

  /** The products of the current page, with this visit's requests shown pending. */
  get items(): readonly ProductAccessItem[] {
    return (this.access.data?.items ?? []).map((item) =>
      this.#requested.has(item.code) ? { ...item, accessStatus: 'ACCESS_PENDING' } : item,
    );
  }

  get total(): number {
    return this.access.data?.total ?? 0;
  }

  /** The company's administrators an external user writes to; empty until they are in. */
  get admins(): readonly CompanyAdmin[] {
    return this.companyAdmins.data?.items ?? [];
  }

  /** Spectators see the products and their access, but request nothing. */
  get canRequest(): boolean {
    return this.#session.mayRequestAccess;
  }

  get canSubmit(): boolean {
    return this.canRequest && this.selected.size > 0 && !this.request.isLoading;
  }

  /** What the page shows the user: the products to request, or (external users) whom to ask. */
  load(): Promise<void> {
    const loginId = this.#session.user?.login_id;
    if (!loginId) return Promise.resolve();
    if (!this.isInternalUser) return this.companyAdmins.run();
    const query = { search: this.search, page: this.page, pageSize: this.pageSize };
    return this.access.run(loginId, query, this.#locale.locale);
  }

  setSearch(search: string): Promise<void> {
    this.search = search;
    this.page = 1;
    return this.load();
  }

  setPage(page: number): Promise<void> {
    this.page = page;
    return this.load();
  }

  setPageSize(pageSize: number): Promise<void> {
    this.pageSize = pageSize;
    this.page = 1;
    return this.load();
  }

  toggle(code: string, isSelected: boolean): void {
    if (isSelected) this.selected.add(code);
    else this.selected.delete(code);
  }

  setNote(note: string): void {
    this.note = note;
  }

  /** Requests the chosen products with the note; on success they turn pending and the form empties. */
  async submit(): Promise<boolean> {
    const user = this.#session.user;
    const tenantId = user?.tenant?.id;
    if (!user || !tenantId || !this.canSubmit) return false;
    await this.request.run(user.login_id, {
      tenant_id: tenantId,
      products: [...this.selected],
      requestor_note: this.note.trim(),
      userId: user.login_id,
    });
    const created = this.request.data;
    if (!created) return false;
    runInAction(() => {
      created.products.forEach(({ code }) => this.#requested.add(code));
      this.selected.clear();
      this.note = '';
    });
    return true;
  }
}

/** Made when a profile page first needs it (RootStore.areaStore): no part of the first paint. */
export const createAccessRequestStore = ({ api, session, locale }: RootStore): AccessRequestStore =>
  new AccessRequestStore(api, session, locale);
