import {
  ADMIN_PAGE_SIZES,
  DEFAULT_ADMIN_PAGE_SIZE,
  PartnerAssociationListSchema,
  PartnerCheckSchema,
  TenantProductSchema,
  type NewPartnerAssociation,
  type PartnerAssociationChange,
  type PartnerAssociationList,
  type PartnerAssociationListQuery,
  type PartnerAssociationRow,
  type PartnerCheck,
  type TenantProduct,
} from '@partner-insights/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import * as v from 'valibot';
import type { ApiClient, ApiResponse } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import { RemoteResource } from '../../../stores/RemoteResource';
import type { RootStore } from '../../../stores/RootStore';
import type { SessionStore } from '../../identity';

const partnersPath = (companyId: string): string => `/companies/${encodeURIComponent(companyId)}/partner-associations`;

/** One list request: the company, the query, and which reload it is (so a reload asks again). */
type ListArgs = [companyId: string, query: PartnerAssociationListQuery, revision: number];

/** How a change ended: saved, refused with the server's check, or failed. */
export type PartnerOutcome = { readonly saved: true } | { readonly saved: false; readonly check?: PartnerCheck };

const checkOf = (response: ApiResponse<unknown>): PartnerCheck | undefined => {
  const parsed = v.safeParse(PartnerCheckSchema, response.error?.details);
  return parsed.success ? parsed.output : undefined;
};

/**
 * A company's third-party partners (spec administration §7 "Third parties"), a page at a time, searched and sorted
 * by the server; associating an agency by its partner code with some of the company's apps (and optionally until a
 * day), changing the apps, and ending the association. Those who view only change nothing.
 */
export class PartnersStore {
  companyId: string | undefined = undefined;
  query: PartnerAssociationListQuery = {
    search: '',
    page: 1,
    pageSize: DEFAULT_ADMIN_PAGE_SIZE,
    sortBy: 'partner',
    sortOrder: 'ASC',
  };
  readonly list: RemoteResource<PartnerAssociationList, ListArgs>;
  isSaving = false;

  readonly #api: ApiClient;
  readonly #session: SessionStore;
  #revision = 0;

  constructor(api: ApiClient, session: SessionStore) {
    this.#api = api;
    this.#session = session;
    this.list = new RemoteResource(async (companyId: string, query: PartnerAssociationListQuery) =>
      parseResult(PartnerAssociationListSchema, await api.get(partnersPath(companyId), { query: { ...query } })),
    );
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  get rows(): readonly PartnerAssociationRow[] {
    return this.list.data?.items ?? [];
  }

  get total(): number | null {
    return this.list.data?.total ?? null;
  }

  get canChange(): boolean {
    return !this.#session.isViewOnly;
  }

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

  setPage(page: number, pageSize: number): Promise<void> {
    if (pageSize === this.query.pageSize) return this.#requery({ page });
    const size = ADMIN_PAGE_SIZES.find((choice) => choice === pageSize) ?? DEFAULT_ADMIN_PAGE_SIZE;
    return this.#requery({ page: 1, pageSize: size });
  }

  setSort(
    sortBy: PartnerAssociationListQuery['sortBy'],
    sortOrder: PartnerAssociationListQuery['sortOrder'],
  ): Promise<void> {
    return this.#requery({ sortBy, sortOrder, page: 1 });
  }

  /** The agency a partner code names, or why it cannot be associated; null when the check failed. */
  async check(businessCode: string): Promise<PartnerCheck | null> {
    if (!this.companyId) return null;
    const response = parseResult(
      PartnerCheckSchema,
      await this.#api.get(`${partnersPath(this.companyId)}/validate`, { query: { businessCode } }),
    );
    return response.result;
  }

  /** The company's apps a partner may be given; those `partnerCompanyId` has already are marked. */
  async companyApps(partnerCompanyId?: string): Promise<TenantProduct[] | null> {
    if (!this.companyId) return null;
    const response = parseResult(
      v.array(TenantProductSchema),
      await this.#api.get(`/v2/identity/tenants/${encodeURIComponent(this.companyId)}/products`, {
        query: partnerCompanyId ? { associated_tenant_id: partnerCompanyId } : {},
      }),
    );
    return response.result;
  }

  associate(association: NewPartnerAssociation): Promise<PartnerOutcome> {
    return this.#save((companyId) => this.#api.post(partnersPath(companyId), association));
  }

  change(id: string, change: PartnerAssociationChange): Promise<PartnerOutcome> {
    return this.#save((companyId) => this.#api.put(`${partnersPath(companyId)}/${encodeURIComponent(id)}`, change));
  }

  end(id: string): Promise<PartnerOutcome> {
    return this.#save((companyId) => this.#api.delete(`${partnersPath(companyId)}/${encodeURIComponent(id)}`));
  }

  async #save(send: (companyId: string) => Promise<ApiResponse<unknown>>): Promise<PartnerOutcome> {
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

  #requery(change: Partial<PartnerAssociationListQuery>): Promise<void> {
    this.query = { ...this.query, ...change };
    return this.#fetch();
  }

  #fetch(): Promise<void> {
    if (!this.companyId) return Promise.resolve();
    return this.list.run(this.companyId, this.query, this.#revision);
  }
}

/** Made when the partners page first shows (RootStore.areaStore). */
export const createPartnersStore = ({ api, session }: RootStore): PartnersStore => new PartnersStore(api, session);
