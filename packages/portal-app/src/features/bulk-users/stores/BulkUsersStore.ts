import {
  BULK_EDIT_TENANT_HEADER,
  BULK_FILE_PART,
  BULK_FILE_REFUSALS,
  BulkPreviewSchema,
  BulkTaskProgressSchema,
  BulkTaskStartedSchema,
  type BulkFileRefusal,
  type BulkPreview,
  type BulkTaskKind,
  type BulkTaskProgress,
} from '@partner-insights/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import * as v from 'valibot';
import type { ApiClient, ApiError } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import { firstAnswerOf } from '../../../stores/firstAnswerOf';
import type { RootStore } from '../../../stores/RootStore';
import type { SessionStore } from '../../identity';
import { fileNameOf, saveWithBrowser, type SaveFile } from '../../../api/saveFile';
import { taskPath, tasksPath, templatePath, uploadPath } from './bulkPaths';

/** Where the dialog stands: choosing a file, waiting for its preview, reviewing it, then the task. */
export type BulkPhase = 'choose' | 'uploading' | 'preview' | 'applying' | 'task';

/** How often a running task's progress is asked for. */
export const PROGRESS_POLL_MS = 1000;

const NO_CONTENT = 204;

/** The refusal the server gave a file, by its code; null for a failure that is no refusal of the file. */
function refusalOf(error: ApiError): BulkFileRefusal | null {
  const details = Array.isArray(error.details) ? (error.details as unknown[]) : [];
  const code = (details[0] as { message?: unknown } | undefined)?.message;
  return BULK_FILE_REFUSALS.find((refusal) => refusal === code) ?? null;
}

/**
 * Bulk upload and bulk edit of the company's users: the templates, the upload and its per-row preview (with the
 * override confirmation when rows are existing users), applying it as a server-side task, and the task's progress,
 * asked for again every second while it runs. The task lives on the server, so a reload or a later visit finds it
 * (`resume`).
 */
export class BulkUsersStore {
  kind: BulkTaskKind | null = null;
  phase: BulkPhase = 'choose';
  file: File | null = null;
  refusal: BulkFileRefusal | null = null;
  /** A call failed for another reason than the file: the spec's general error. */
  failed = false;
  preview: BulkPreview | null = null;
  /** The newest task of the admin, as last read from the server. */
  progress: BulkTaskProgress | null = null;
  /** How many rows the task the admin just started applies, for the spec's message; null otherwise. */
  startedCount: number | null = null;
  /** The finished task whose result the admin closed on the page. */
  dismissedTaskId: string | null = null;

  readonly #api: ApiClient;
  readonly #session: SessionStore;
  readonly #save: SaveFile;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(api: ApiClient, session: SessionStore, options: { saveFile?: SaveFile } = {}) {
    this.#api = api;
    this.#session = session;
    this.#save = options.saveFile ?? saveWithBrowser;
    makeAutoObservable(this, { found: false }, { autoBind: true });
  }

  get companyId(): string | null {
    return this.#session.user?.tenant?.id ?? null;
  }

  get isOpen(): boolean {
    return this.kind !== null;
  }

  /** The task to show on the page: running, or finished and not yet dismissed. */
  get shownTask(): BulkTaskProgress | null {
    const progress = this.progress;
    return progress && progress.taskId !== this.dismissedTaskId ? progress : null;
  }

  get toApply(): number {
    return this.preview ? this.preview.counts.create + this.preview.counts.update : 0;
  }

  open(kind: BulkTaskKind): void {
    this.kind = kind;
    this.phase = 'choose';
    this.file = null;
    this.refusal = null;
    this.failed = false;
    this.preview = null;
    this.startedCount = null;
  }

  close(): void {
    this.kind = null;
  }

  chooseFile(file: File | null): void {
    this.file = file;
    this.refusal = null;
    this.failed = false;
  }

  /** Sends the chosen file for its preview; with the override confirmed, existing users' rows may be applied. */
  async upload(isOverrideConfirmed = false): Promise<void> {
    const { companyId, kind, file } = this;
    if (!companyId || !kind || !file) return;
    this.phase = 'uploading';
    this.refusal = null;
    this.failed = false;
    const form = new FormData();
    form.set(BULK_FILE_PART, file);
    const response = parseResult(
      BulkPreviewSchema,
      await this.#api.post(uploadPath(companyId, kind), form, {
        ...(kind === 'create'
          ? { query: { isOverrideConfirmed: String(isOverrideConfirmed) } }
          : { headers: { [BULK_EDIT_TENANT_HEADER]: companyId } }),
      }),
    );
    runInAction(() => {
      if (response.error) {
        this.phase = 'choose';
        this.refusal = refusalOf(response.error);
        this.failed = this.refusal === null;
        return;
      }
      this.preview = response.result;
      this.phase = 'preview';
    });
  }

  /** The admin confirms that rows of existing users change them: the file is checked again with the confirmation. */
  confirmOverride(): Promise<void> {
    return this.upload(true);
  }

  /** Starts the task that applies the preview's valid rows. */
  async apply(): Promise<void> {
    const { companyId, preview } = this;
    if (!companyId || !preview) return;
    this.phase = 'applying';
    this.failed = false;
    const response = parseResult(
      BulkTaskStartedSchema,
      await this.#api.post(`${taskPath(companyId, preview.taskId)}/apply`),
    );
    if (response.error) {
      runInAction(() => {
        this.phase = 'preview';
        this.failed = true;
      });
      return;
    }
    runInAction(() => {
      this.progress = response.result.progress;
      this.startedCount = response.result.progress.total;
      this.phase = 'task';
    });
    this.#watch();
  }

  /** Finds the admin's newest task on the server (after a reload, or a later visit) and follows it while it runs. */
  async resume(): Promise<void> {
    const companyId = this.companyId;
    if (!companyId) return;
    const response = await this.#api.get<unknown>(`${tasksPath(companyId)}/latest`);
    if (response.error) return;
    const parsed = v.safeParse(BulkTaskProgressSchema, response.result);
    runInAction(() => {
      this.progress = parsed.success ? parsed.output : null;
    });
    this.#watch();
  }

  /**
   * Settles once the company's newest task has its first answer: the same promise for the same company, so the page
   * can wait on it while it renders and never gains the task's panel after it showed.
   */
  readonly found = firstAnswerOf((_companyId: string) => this.resume());

  /** Opens the dialog on the task shown on the page. */
  showTask(): void {
    const progress = this.progress;
    if (!progress) return;
    this.kind = progress.kind;
    this.phase = 'task';
  }

  dismissTask(): void {
    this.dismissedTaskId = this.progress?.taskId ?? null;
  }

  /** Stops following the task (the page is left); the task goes on on the server. */
  stop(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  downloadTemplate(kind: BulkTaskKind): Promise<boolean> {
    const companyId = this.companyId;
    return companyId
      ? this.#download(templatePath(companyId, kind), `bulk_${kind}_users_template.xlsx`)
      : Promise.resolve(false);
  }

  /** The rows that were not applied, with their errors, for the task previewed or running. */
  downloadRejectedRows(): Promise<boolean> {
    const companyId = this.companyId;
    const taskId = this.phase === 'task' ? this.progress?.taskId : this.preview?.taskId;
    return companyId && taskId
      ? this.#download(`${taskPath(companyId, taskId)}/rejected-rows`, 'bulk_users_rejected_rows.xlsx')
      : Promise.resolve(false);
  }

  async #download(path: string, fallbackName: string): Promise<boolean> {
    const response = await this.#api.get<Blob>(path, { responseType: 'blob' });
    if (response.error) return false;
    this.#save(response.result, fileNameOf(response.headers['content-disposition']) ?? fallbackName);
    return true;
  }

  #watch(): void {
    this.stop();
    if (this.progress?.status !== 'running') return;
    this.#timer = setTimeout(() => void this.#refresh(), PROGRESS_POLL_MS);
  }

  async #refresh(): Promise<void> {
    const { companyId, progress } = this;
    if (!companyId || !progress) return;
    const response = parseResult(BulkTaskProgressSchema, await this.#api.get(taskPath(companyId, progress.taskId)));
    if (response.error?.status === NO_CONTENT) return;
    runInAction(() => {
      if (response.result) this.progress = response.result;
    });
    this.#watch();
  }
}

/** The bulk users area's store, for RootStore.areaStore: made when the user list page first needs it. */
export const createBulkUsersStore = ({ api, session }: RootStore): BulkUsersStore => new BulkUsersStore(api, session);
