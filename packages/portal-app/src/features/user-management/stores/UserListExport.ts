import { USER_EXPORT_FILE_PREFIX, type UserListTab } from '@partner-insights/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../../api/ApiClient';
import type { Clock } from '../../../stores/Clock';
import { fileNameOf, type SaveFile } from '../../../api/saveFile';

export type ExportStatus = 'idle' | 'downloading' | 'failed';

const exportPath = (companyId: string, tab: UserListTab): string =>
  `/companies/${encodeURIComponent(companyId)}/users/export/${tab}`;

interface ExportRequest {
  readonly companyId: string;
  readonly tab: UserListTab;
  readonly search: string;
}

/**
 * The export of a user management tab: every row that matches the search, as the server's .xlsx, saved under the server's file
 * name. While it downloads it counts the bytes received (and knows the total when the server says it); a failure
 * can be tried again as it was asked.
 */
export class UserListExport {
  status: ExportStatus = 'idle';
  received = 0;
  total: number | null = null;

  readonly #api: ApiClient;
  readonly #save: SaveFile;
  readonly #clock: Clock;
  #last: ExportRequest | null = null;

  constructor(api: ApiClient, save: SaveFile, clock: Clock) {
    this.#api = api;
    this.#save = save;
    this.#clock = clock;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get isDownloading(): boolean {
    return this.status === 'downloading';
  }

  /** Downloads the tab's rows that match the search; one download at a time. */
  async run(companyId: string, tab: UserListTab, search: string): Promise<void> {
    if (this.isDownloading) return;
    this.#last = { companyId, tab, search };
    this.status = 'downloading';
    this.received = 0;
    this.total = null;
    const response = await this.#api.get<Blob>(exportPath(companyId, tab), {
      query: { search: search || undefined },
      responseType: 'blob',
      onDownloadProgress: this.#progress,
    });
    if (response.error) {
      runInAction(() => {
        this.status = 'failed';
      });
      return;
    }
    this.#save(response.result, fileNameOf(response.headers['content-disposition']) ?? this.#defaultName(tab));
    runInAction(() => {
      this.status = 'idle';
    });
  }

  /** Asks again for the export that failed. */
  retry(): Promise<void> {
    const last = this.#last;
    return last ? this.run(last.companyId, last.tab, last.search) : Promise.resolve();
  }

  dismiss(): void {
    if (this.status === 'failed') this.status = 'idle';
  }

  readonly #progress = (received: number, total: number | null): void =>
    runInAction(() => {
      this.received = received;
      this.total = total;
    });

  /** The contracts' name, should the server give none: user_list_<tab>_<YYYY-MM-DD>.xlsx. */
  #defaultName(tab: UserListTab): string {
    return `${USER_EXPORT_FILE_PREFIX}${tab}_${new Date(this.#clock.now()).toISOString().slice(0, 10)}.xlsx`;
  }
}
