import {
  AccessReviewUserListSchema,
  DEFAULT_ADMIN_PAGE_SIZE,
  type AccessReviewDecision,
  type AccessReviewUser,
  type AccessReviewUserList,
  type AccessReviewUserSortField,
  type SortOrder,
} from '@partner-insights/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import { RemoteResource } from '../../../stores/RemoteResource';
import type { RootStore } from '../../../stores/RootStore';
import { pagedQuery, type AdminListQuery } from './adminListQuery';

const usersPath = (companyId: string): string => `/companies/${encodeURIComponent(companyId)}/access-audit/users`;

type ReviewQuery = AdminListQuery<AccessReviewUserSortField>;
/** One list request: the company, the query, and which reload it is (so a reload asks again). */
type ListArgs = [companyId: string, query: ReviewQuery, revision: number];

/**
 * The review page of a company's access audit: every user of the company a page at a time, searched and sorted by
 * the server, with the admins' keep or remove for each, which is saved as it is chosen.
 */
export class AccessReviewStore {
  companyId: string | undefined = undefined;
  query: ReviewQuery = { search: '', page: 1, pageSize: DEFAULT_ADMIN_PAGE_SIZE, sortBy: 'name', sortOrder: 'ASC' };
  readonly list: RemoteResource<AccessReviewUserList, ListArgs>;
  /** The user whose decision is being saved, if any. */
  deciding: string | null = null;
  decisionFailed = false;

  readonly #api: ApiClient;
  #revision = 0;

  constructor(api: ApiClient) {
    this.#api = api;
    this.list = new RemoteResource(async (companyId: string, query: ReviewQuery) =>
      parseResult(AccessReviewUserListSchema, await api.get(usersPath(companyId), { query: { ...query } })),
    );
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  get rows(): readonly AccessReviewUser[] {
    return this.list.data?.items ?? [];
  }

  get total(): number {
    return this.list.data?.total ?? 0;
  }

  load(companyId: string): Promise<void> {
    if (companyId !== this.companyId) {
      this.companyId = companyId;
      this.query = { ...this.query, page: 1 };
    }
    return this.#fetch();
  }

  /** Loads the list again, as the server now has it (after the review was completed). */
  reload(): Promise<void> {
    this.#revision += 1;
    return this.#fetch();
  }

  setSearch(search: string): Promise<void> {
    return this.#requery({ ...this.query, search, page: 1 });
  }

  setPage(page: number, pageSize: number): Promise<void> {
    return this.#requery(pagedQuery(this.query, page, pageSize));
  }

  setSort(sortBy: AccessReviewUserSortField, sortOrder: SortOrder): Promise<void> {
    return this.#requery({ ...this.query, sortBy, sortOrder, page: 1 });
  }

  /** Saves the decision for one user, then shows the list as the server has it; answers whether it was saved. */
  async decide(userId: string, decision: AccessReviewDecision): Promise<boolean> {
    const companyId = this.companyId;
    if (!companyId) return false;
    this.deciding = userId;
    this.decisionFailed = false;
    const response = await this.#api.put(`${usersPath(companyId)}/${encodeURIComponent(userId)}`, { decision });
    runInAction(() => {
      this.deciding = null;
      this.decisionFailed = Boolean(response.error);
    });
    if (response.error) return false;
    await this.reload();
    return true;
  }

  #requery(query: ReviewQuery): Promise<void> {
    this.query = query;
    return this.#fetch();
  }

  #fetch(): Promise<void> {
    if (!this.companyId) return Promise.resolve();
    return this.list.run(this.companyId, this.query, this.#revision);
  }
}

/** Made when the review page first shows (RootStore.areaStore). */
export const createAccessReviewStore = ({ api }: RootStore): AccessReviewStore => new AccessReviewStore(api);
