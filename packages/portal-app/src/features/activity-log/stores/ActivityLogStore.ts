import {
  ACTIVITY_LOG_SORT_FIELDS,
  activityLogFileName,
  ActivityLogApplicationListSchema,
  ActivityLogEventListSchema,
  ActivityLogPageSchema,
  DEFAULT_TIMEZONE,
  type ActivityEvent,
  type ActivityLogApplicationList,
  type ActivityLogListedEntry,
  type ActivityLogEventList,
  type ActivityLogFilter,
  type ActivityLogPage,
  type AdminPageSize,
  type Locale,
  type SortOrder,
} from '@partner-insights/contracts';
import { makeAutoObservable } from 'mobx';
import type { ApiClient, ApiResponse } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import { saveWithBrowser, type SaveFile } from '../../../api/saveFile';
import type { Clock } from '../../../stores/Clock';
import type { RootStore } from '../../../stores/RootStore';
import { RemoteResource, WRITE } from '../../../stores/RemoteResource';
import { activityLogSearch, parseActivityLogQuery, type ActivityLogQuery } from './activityLogQuery';

const PATH = '/activity-logs';

/** Who reads the log: the company they act for, their time zone, their language. */
export interface ActivityLogReader {
  readonly companyId: () => string | null;
  readonly timeZone: () => string;
  readonly locale: () => Locale;
}

/** The reader's today, in their time zone, as YYYY-MM-DD. */
const todayIn = (clock: Clock, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(clock.now());

/**
 * The activity log of the company the reader acts for: a page of entries for the filters in the page's address,
 * the events and applications to filter by, and the export of every matching entry.
 */
export class ActivityLogStore {
  query: ActivityLogQuery;
  readonly page: RemoteResource<ActivityLogPage, [string, ActivityLogQuery, string, Locale]>;
  readonly eventList: RemoteResource<ActivityLogEventList, [string]>;
  readonly applicationList: RemoteResource<ActivityLogApplicationList, [string]>;
  readonly download: RemoteResource<Blob, [string, ActivityLogFilter, Locale]>;

  readonly #reader: ActivityLogReader;
  readonly #clock: Clock;
  readonly #saveFile: SaveFile;

  constructor(api: ApiClient, reader: ActivityLogReader, clock: Clock, saveFile: SaveFile = saveWithBrowser) {
    this.#reader = reader;
    this.#clock = clock;
    this.#saveFile = saveFile;
    this.query = parseActivityLogQuery('', this.today);
    const companyQuery = (companyId: string) => ({ companyId });
    // The entries' details come in the reader's language.
    this.page = new RemoteResource(
      async (companyId: string, query: ActivityLogQuery, timeZone: string, locale: Locale) =>
        parseResult(
          ActivityLogPageSchema,
          await api.post(PATH, filterOf(query, timeZone), {
            headers: { 'Accept-Language': locale },
            query: {
              ...companyQuery(companyId),
              pageNumber: query.pageNumber,
              pageSize: query.pageSize,
              sortBy: ACTIVITY_LOG_SORT_FIELDS[0],
              sortOrder: query.sortOrder,
            },
          }),
        ),
    );
    this.eventList = new RemoteResource(async (companyId: string) =>
      parseResult(
        ActivityLogEventListSchema,
        await api.post(`${PATH}/eventlist`, {}, { query: companyQuery(companyId) }),
      ),
    );
    this.applicationList = new RemoteResource(async (companyId: string) =>
      parseResult(
        ActivityLogApplicationListSchema,
        await api.post(`${PATH}/applicationlist`, {}, { query: companyQuery(companyId) }),
      ),
    );
    this.download = new RemoteResource(
      (companyId: string, filter: ActivityLogFilter, locale: Locale) =>
        api.post(
          `${PATH}/download`,
          { ...filter, locale },
          { query: companyQuery(companyId), responseType: 'blob' },
        ) as Promise<ApiResponse<Blob>>,
      WRITE,
    );
    makeAutoObservable(
      this,
      { page: false, eventList: false, applicationList: false, download: false },
      { autoBind: true },
    );
  }

  get locale(): Locale {
    return this.#reader.locale();
  }

  get timeZone(): string {
    return this.#reader.timeZone();
  }

  /** The reader's today: the default range ends on it. */
  get today(): string {
    return todayIn(this.#clock, this.timeZone);
  }

  /** The page's address for the current filters (only what differs from the defaults). */
  get search(): string {
    return activityLogSearch(this.query, this.today);
  }

  get entries(): readonly ActivityLogListedEntry[] {
    return this.page.data?.items ?? [];
  }

  get total(): number {
    return this.page.data?.total ?? 0;
  }

  get retentionDays(): number | null {
    return this.page.data?.retentionDays ?? null;
  }

  get hasFilters(): boolean {
    const { events, applications, user } = this.query;
    return events.length > 0 || applications.length > 0 || user !== '';
  }

  /** Shows what the page's address asks for: the filters it names, the defaults for the rest. */
  showSearch(search: string): Promise<void> {
    this.query = parseActivityLogQuery(search, this.today);
    return this.load();
  }

  load(): Promise<void> {
    const companyId = this.#reader.companyId();
    if (!companyId) return Promise.resolve();
    void this.eventList.run(companyId);
    void this.applicationList.run(companyId);
    return this.page.run(companyId, this.query, this.timeZone, this.locale);
  }

  /** A new filter shows its first page. */
  #filter(change: Partial<Omit<ActivityLogQuery, 'pageNumber' | 'pageSize' | 'sortOrder'>>): Promise<void> {
    this.query = { ...this.query, ...change, pageNumber: 0 };
    return this.load();
  }

  setRange(from: string, to: string): Promise<void> {
    return this.#filter({ from, to });
  }

  setEvents(events: readonly ActivityEvent[]): Promise<void> {
    return this.#filter({ events });
  }

  setApplications(applications: readonly string[]): Promise<void> {
    return this.#filter({ applications });
  }

  setUser(user: string): Promise<void> {
    return this.#filter({ user: user.trim() });
  }

  /** Back to the default range without filters. */
  clearFilters(): Promise<void> {
    return this.#filter(parseActivityLogQuery('', this.today));
  }

  setPage(pageNumber: number, pageSize: AdminPageSize): Promise<void> {
    // Another page size starts again from the first page.
    this.query = { ...this.query, pageNumber: pageSize === this.query.pageSize ? pageNumber : 0, pageSize };
    return this.load();
  }

  setSortOrder(sortOrder: SortOrder): Promise<void> {
    this.query = { ...this.query, sortOrder, pageNumber: 0 };
    return this.load();
  }

  /** Downloads every entry matching the filters as a spreadsheet in the reader's language, and saves it. */
  async exportLog(): Promise<void> {
    const companyId = this.#reader.companyId();
    if (!companyId) return;
    const filter = filterOf(this.query, this.timeZone);
    await this.download.run(companyId, filter, this.#reader.locale());
    if (this.download.data) this.#saveFile(this.download.data, activityLogFileName(filter.from, filter.to));
  }
}

function filterOf({ from, to, events, applications, user }: ActivityLogQuery, timeZone: string): ActivityLogFilter {
  return { from, to, timeZone, events: [...events], applications: [...applications], userId: user };
}

/** The area's store, made from the RootStore when an activity log page first asks for it. */
export const createActivityLogStore = (root: RootStore): ActivityLogStore =>
  new ActivityLogStore(
    root.api,
    {
      companyId: () => root.session.user?.tenant?.id ?? null,
      timeZone: () => root.session.user?.user_preferences.locale.timezone ?? DEFAULT_TIMEZONE,
      locale: () => root.locale.locale,
    },
    root.clock,
  );
