import {
  AccessApprovalsResultSchema,
  AccessRequestListSchema,
  ADMIN_PAGE_SIZES,
  DEFAULT_ADMIN_PAGE_SIZE,
  type AccessApprovals,
  type AccessApprovalsResult,
  type AccessDecision,
  type AccessRequestList,
  type AccessRequestListQuery,
  type AccessRequestRow,
} from '@partner-insights/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import type { ResourceState } from '../../../stores/combineResources';
import { RemoteResource, WRITE } from '../../../stores/RemoteResource';
import type { RootStore } from '../../../stores/RootStore';
import type { SessionStore } from '../../identity';

const accountPath = (tenantId: string): string => `/v1/identity/accounts/${encodeURIComponent(tenantId)}`;

export type AccessRequestSort = Pick<AccessRequestListQuery, 'sortBy' | 'sortOrder'>;

/** What an approver adds to a decision: for approvals, the last day of access (YYYY-MM-DD); a note either way. */
export interface DecisionDetails {
  readonly endDate: string | null;
  readonly note: string;
}

/** One list request: the company, the query, and which reload it is (so a reload asks again). */
type ListArgs = [companyId: string, query: AccessRequestListQuery, revision: number];

/**
 * A company's undecided access requests (spec administration §7, "Access requests"), a page at a time, searched
 * and sorted by the server, and the approvers' decisions on one or many: approved (optionally until an end date,
 * after which the access lapses) or rejected, each with an optional note. Those who view only decide nothing.
 */
export class AccessRequestsStore {
  companyId: string | undefined = undefined;
  query: AccessRequestListQuery = {
    search: '',
    page: 1,
    pageSize: DEFAULT_ADMIN_PAGE_SIZE,
    sortBy: 'createdOn',
    sortOrder: 'ASC',
  };
  selectedIds: readonly string[] = [];
  readonly list: RemoteResource<AccessRequestList, ListArgs>;
  readonly decisions: RemoteResource<AccessApprovalsResult, [AccessApprovals]>;

  readonly #session: SessionStore;
  #revision = 0;

  constructor(api: ApiClient, session: SessionStore) {
    this.#session = session;
    this.list = new RemoteResource(async (companyId: string, query: AccessRequestListQuery) =>
      parseResult(
        AccessRequestListSchema,
        await api.get(`${accountPath(companyId)}/access-requests`, { query: { ...query } }),
      ),
    );
    this.decisions = new RemoteResource(
      async (approvals: AccessApprovals) =>
        parseResult(
          AccessApprovalsResultSchema,
          await api.post(`${accountPath(approvals.tenantId)}/bulk-access-requests`, approvals),
        ),
      WRITE,
    );
    makeAutoObservable(this, { list: false, decisions: false }, { autoBind: true });
  }

  /** The current page's requests; while another page loads, the last one stays. */
  get rows(): readonly AccessRequestRow[] {
    return this.list.data?.items ?? [];
  }

  /** How many requests wait, across every page; null until the first page is in. */
  get total(): number | null {
    return this.list.data?.total ?? null;
  }

  /**
   * The total as an answer for `companyId`: loading until its first page is in, and known from then on (a search or
   * another page keeps it until the next answer).
   */
  totalFor(companyId: string): ResourceState<number> {
    const { total } = this;
    if (this.companyId === companyId && total !== null) return { status: 'success', data: total, error: null };
    if (this.companyId === companyId && this.list.error) return { status: 'error', data: null, error: this.list.error };
    return { status: 'loading', data: null, error: null };
  }

  get canDecide(): boolean {
    return !this.#session.isViewOnly;
  }

  get isDeciding(): boolean {
    return this.decisions.isLoading;
  }

  /** Loads the company's requests (from the first page when it is another company). */
  load(companyId: string): Promise<void> {
    if (companyId !== this.companyId) {
      this.companyId = companyId;
      this.query = { ...this.query, page: 1 };
      this.selectedIds = [];
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

  setSort(sort: AccessRequestSort): Promise<void> {
    return this.#requery({ ...sort, page: 1 });
  }

  select(ids: readonly string[]): void {
    this.selectedIds = ids;
  }

  /**
   * Approves or rejects the requests; on success they leave the list, which is loaded again. Answers how many were
   * approved and rejected, or null when the decision failed.
   */
  async decide(
    requestIds: readonly string[],
    decision: AccessDecision,
    { endDate, note }: DecisionDetails,
  ): Promise<AccessApprovalsResult | null> {
    const tenantId = this.companyId;
    if (!tenantId || !this.canDecide || requestIds.length === 0) return null;
    await this.decisions.run({
      tenantId,
      approvals: requestIds.map((requestId) => ({
        requestId,
        decision,
        endDate: decision === 'APPROVED' ? endDate : null,
        note: note.trim(),
      })),
    });
    const result = this.decisions.data;
    if (!result) return null;
    // After the await, outside the action that started the decision.
    runInAction(() => {
      this.selectedIds = this.selectedIds.filter((id) => !requestIds.includes(id));
      this.#revision += 1;
    });
    void this.#fetch();
    return result;
  }

  #requery(change: Partial<AccessRequestListQuery>): Promise<void> {
    this.query = { ...this.query, ...change };
    this.selectedIds = [];
    return this.#fetch();
  }

  #fetch(): Promise<void> {
    if (!this.companyId) return Promise.resolve();
    return this.list.run(this.companyId, this.query, this.#revision);
  }
}

/** Made when the access requests first show (RootStore.areaStore): no part of the first paint. */
export const createAccessRequestsStore = ({ api, session }: RootStore): AccessRequestsStore =>
  new AccessRequestsStore(api, session);
