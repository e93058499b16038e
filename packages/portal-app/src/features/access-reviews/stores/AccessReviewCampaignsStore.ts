import {
  AccessReviewCampaignListSchema,
  CampaignCompanyListSchema,
  CompanyListPageSchema,
  DEFAULT_ADMIN_PAGE_SIZE,
  type AccessReviewCampaign,
  type AccessReviewCampaignList,
  type CampaignCompanyList,
  type CampaignCompanyRow,
  type CampaignCompanySortField,
  type CompanyListPage,
  type OpenAccessReviewCampaign,
  type SortOrder,
} from '@partner-insights/contracts';
import * as v from 'valibot';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import { RemoteResource, WRITE } from '../../../stores/RemoteResource';
import type { RootStore } from '../../../stores/RootStore';
import type { SessionStore } from '../../identity';
import { pagedQuery, type AdminListQuery } from './adminListQuery';

const CAMPAIGNS_PATH = '/access-review-campaigns';
/** Companies offered while the super admin types a name. */
const COMPANY_SUGGESTIONS = 10;

type ProgressQuery = AdminListQuery<CampaignCompanySortField>;
type CampaignsArgs = [page: number, revision: number];

/** The campaigns' page lists this many campaigns at a time, newest first. */
export const CAMPAIGNS_PAGE_SIZE = DEFAULT_ADMIN_PAGE_SIZE;

/**
 * The super admin's access review campaigns: every campaign, newest first; opening one for chosen or all companies;
 * and the progress of the campaign chosen, company by company, paged, sorted and searched by the server.
 */
export class AccessReviewCampaignsStore {
  campaignsPage = 1;
  selectedId: string | null = null;
  progressQuery: ProgressQuery = {
    search: '',
    page: 1,
    pageSize: DEFAULT_ADMIN_PAGE_SIZE,
    sortBy: 'companyName',
    sortOrder: 'ASC',
  };
  readonly campaigns: RemoteResource<AccessReviewCampaignList, CampaignsArgs>;
  readonly progress: RemoteResource<CampaignCompanyList, [string, ProgressQuery, number]>;
  readonly companySearch: RemoteResource<CompanyListPage, [string]>;
  readonly opening: RemoteResource<{ id: string }, [OpenAccessReviewCampaign]>;

  readonly #session: SessionStore;
  #revision = 0;

  constructor(api: ApiClient, session: SessionStore) {
    this.#session = session;
    this.campaigns = new RemoteResource(async (page: number) =>
      parseResult(
        AccessReviewCampaignListSchema,
        await api.get(CAMPAIGNS_PATH, {
          query: { page, pageSize: CAMPAIGNS_PAGE_SIZE, sortBy: 'createdAt', sortOrder: 'DESC' },
        }),
      ),
    );
    this.progress = new RemoteResource(async (campaignId: string, query: ProgressQuery) =>
      parseResult(
        CampaignCompanyListSchema,
        await api.get(`${CAMPAIGNS_PATH}/${encodeURIComponent(campaignId)}/companies`, { query: { ...query } }),
      ),
    );
    this.companySearch = new RemoteResource(async (search: string) =>
      parseResult(
        CompanyListPageSchema,
        await api.get('/companies', {
          query: {
            page: 0,
            pageSize: COMPANY_SUGGESTIONS,
            sortBy: 'companyName',
            sortOrder: 'ASC',
            search,
            statuses: 'ACTIVE',
          },
        }),
      ),
    );
    this.opening = new RemoteResource(
      async (campaign: OpenAccessReviewCampaign) =>
        parseResult(v.object({ id: v.string() }), await api.post(CAMPAIGNS_PATH, campaign)),
      WRITE,
    );
    makeAutoObservable(
      this,
      { campaigns: false, progress: false, companySearch: false, opening: false },
      { autoBind: true },
    );
  }

  get canOpen(): boolean {
    return !this.#session.isViewOnly;
  }

  get campaignRows(): readonly AccessReviewCampaign[] {
    return this.campaigns.data?.items ?? [];
  }

  get selected(): AccessReviewCampaign | null {
    return this.campaignRows.find(({ id }) => id === this.selectedId) ?? null;
  }

  get progressRows(): readonly CampaignCompanyRow[] {
    return this.progress.data?.items ?? [];
  }

  /** The address of the chosen campaign's evidence spreadsheet. */
  get evidenceHref(): string | null {
    return this.selectedId ? `/api${CAMPAIGNS_PATH}/${encodeURIComponent(this.selectedId)}/evidence` : null;
  }

  /** Loads the campaigns, and shows the newest one's progress unless another was chosen. */
  async load(): Promise<void> {
    await this.campaigns.run(this.campaignsPage, this.#revision);
    const first = this.campaignRows[0];
    if (!this.selected && first) await this.select(first.id);
  }

  setCampaignsPage(page: number): Promise<void> {
    this.campaignsPage = page;
    return this.load();
  }

  select(campaignId: string): Promise<void> {
    this.selectedId = campaignId;
    this.progressQuery = { ...this.progressQuery, page: 1 };
    return this.#fetchProgress();
  }

  setProgressSearch(search: string): Promise<void> {
    this.progressQuery = { ...this.progressQuery, search, page: 1 };
    return this.#fetchProgress();
  }

  setProgressPage(page: number, pageSize: number): Promise<void> {
    this.progressQuery = pagedQuery(this.progressQuery, page, pageSize);
    return this.#fetchProgress();
  }

  setProgressSort(sortBy: CampaignCompanySortField, sortOrder: SortOrder): Promise<void> {
    this.progressQuery = { ...this.progressQuery, sortBy, sortOrder, page: 1 };
    return this.#fetchProgress();
  }

  searchCompanies(search: string): Promise<void> {
    return this.companySearch.run(search);
  }

  /** Opens a campaign; once stored, lists it first and shows its progress. Answers whether it was opened. */
  async open(campaign: OpenAccessReviewCampaign): Promise<boolean> {
    if (!this.canOpen) return false;
    await this.opening.run(campaign);
    const opened = this.opening.data;
    if (this.opening.status !== 'success' || !opened) return false;
    // After the await, outside the action that started the opening.
    runInAction(() => {
      this.#revision += 1;
      this.campaignsPage = 1;
      this.selectedId = opened.id;
    });
    await this.load();
    await this.#fetchProgress();
    return true;
  }

  #fetchProgress(): Promise<void> {
    if (!this.selectedId) return Promise.resolve();
    return this.progress.run(this.selectedId, this.progressQuery, this.#revision);
  }
}

/** Made when the campaigns page first shows (RootStore.areaStore). */
export const createAccessReviewCampaignsStore = ({ api, session }: RootStore): AccessReviewCampaignsStore =>
  new AccessReviewCampaignsStore(api, session);
