import * as v from 'valibot';
import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE, SORT_ORDERS, type AdminPageSize } from '../admin/admin-paging';
import { LOCALES } from '../locales';
import { ACTIVITY_EVENTS } from './activity-events';
import { ActivityLogEntrySchema } from './activity-log-entry';
import {
  ACTIVITY_LOG_RANGE_MESSAGE,
  daysInRange,
  isCalendarDay,
  MAX_ACTIVITY_LOG_RANGE_DAYS,
} from './activity-log-range';

/** The log sorts by date only: entries are read as a timeline. */
export const ACTIVITY_LOG_SORT_FIELDS = ['uiCreatedOnDate'] as const;
/** Longest user search, and longest application name a filter may name. */
export const MAX_ACTIVITY_LOG_SEARCH_LENGTH = 100;
/** More applications than any company reports to; bounds the filter's size. */
const MAX_APPLICATION_FILTERS = 50;
/** Far beyond any 30 days of one company; bounds the offset a request can ask for. */
const MAX_PAGE_NUMBER = 100_000;

/** The company whose log is read: the spec's calls name none in their paths, so it travels in the query. */
export const ActivityLogCompanyQuerySchema = v.object({ companyId: v.pipe(v.string(), v.uuid()) });

/**
 * Query of POST activity-logs: the company, `pageNumber` from 0 (zero-based like the spec's other page numbers),
 * `pageSize` one of the rows-per-page choices, `sortBy` the date, `sortOrder` newest first unless ASC.
 */
export const ActivityLogPageQuerySchema = v.object({
  ...ActivityLogCompanyQuerySchema.entries,
  pageNumber: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.integer(), v.maxValue(MAX_PAGE_NUMBER)),
    '0',
  ),
  pageSize: v.optional(
    v.pipe(
      v.picklist(ADMIN_PAGE_SIZES.map(String)),
      v.transform((size) => Number(size) as AdminPageSize),
    ),
    String(DEFAULT_ADMIN_PAGE_SIZE),
  ),
  sortBy: v.optional(v.picklist(ACTIVITY_LOG_SORT_FIELDS), ACTIVITY_LOG_SORT_FIELDS[0]),
  sortOrder: v.optional(v.picklist(SORT_ORDERS), 'DESC'),
});
export type ActivityLogPageQuery = v.InferOutput<typeof ActivityLogPageQuerySchema>;

/** An IANA time zone this runtime knows, such as America/Chicago. */
const isKnownTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

/** The filter's fields: the days to read and the optional filters by event, application and user. */
/** A day of the calendar as YYYY-MM-DD. */
const CalendarDateSchema = v.pipe(v.string(), v.check(isCalendarDay, 'Choose a day of the calendar as YYYY-MM-DD'));

const filterFields = {
  from: CalendarDateSchema,
  to: CalendarDateSchema,
  /** The reader's time zone: the days begin and end in it. */
  timeZone: v.pipe(v.string(), v.maxLength(64), v.check(isKnownTimeZone, 'Choose a known time zone')),
  events: v.optional(v.pipe(v.array(v.picklist(ACTIVITY_EVENTS)), v.maxLength(ACTIVITY_EVENTS.length)), []),
  applications: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.maxLength(MAX_ACTIVITY_LOG_SEARCH_LENGTH))),
      v.maxLength(MAX_APPLICATION_FILTERS),
    ),
    [],
  ),
  /** Part of the login id of the user who made the change (or of the super admin acting for the company). */
  userId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_ACTIVITY_LOG_SEARCH_LENGTH)), ''),
};

/** A range ends on or after its first day and spans 30 days at most. */
const rangeChecks = <T extends { from: string; to: string }>() =>
  [
    v.check<T, string>(({ from, to }) => daysInRange(from, to) >= 1, 'The range must end on or after its first day'),
    v.check<T, string>(
      ({ from, to }) => daysInRange(from, to) <= MAX_ACTIVITY_LOG_RANGE_DAYS,
      ACTIVITY_LOG_RANGE_MESSAGE,
    ),
  ] as const;

const FilterObjectSchema = v.object(filterFields);
/** Body of POST activity-logs: the days to read, both included, in the reader's time zone, and the filters. */
export const ActivityLogFilterSchema = v.pipe(
  FilterObjectSchema,
  ...rangeChecks<v.InferOutput<typeof FilterObjectSchema>>(),
);
export type ActivityLogFilter = v.InferInput<typeof ActivityLogFilterSchema>;
export type ActivityLogCheckedFilter = v.InferOutput<typeof ActivityLogFilterSchema>;

const DownloadObjectSchema = v.object({ ...filterFields, locale: v.picklist(LOCALES) });
/** Body of POST activity-logs/download: the filter, and the language of the spreadsheet's words. */
export const ActivityLogDownloadSchema = v.pipe(
  DownloadObjectSchema,
  ...rangeChecks<v.InferOutput<typeof DownloadObjectSchema>>(),
);
export type ActivityLogDownload = v.InferInput<typeof ActivityLogDownloadSchema>;

/** Most entries a page's count goes to: counting every one of a busy company's 30 days would slow every page. */
export const MAX_COUNTED_ACTIVITY_LOG_ENTRIES = 10_000;

/** An entry as a page lists it: with its id, which names its row. */
export const ActivityLogListedEntrySchema = v.object({ id: v.string(), ...ActivityLogEntrySchema.entries });
export type ActivityLogListedEntry = v.InferOutput<typeof ActivityLogListedEntrySchema>;

/** Answer of POST activity-logs: one page of entries, how many match, and how long entries are kept. */
export const ActivityLogPageSchema = v.object({
  items: v.array(ActivityLogListedEntrySchema),
  pageNumber: v.pipe(v.number(), v.integer(), v.minValue(0)),
  pageSize: v.pipe(v.number(), v.integer()),
  /** Matching entries, counted up to MAX_COUNTED_ACTIVITY_LOG_ENTRIES: more are left uncounted. */
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** More entries match than were counted: pages reach the first ones, the export has them all. */
  totalIsCapped: v.boolean(),
  retentionDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type ActivityLogPage = v.InferOutput<typeof ActivityLogPageSchema>;

/** Answer of POST activity-logs/eventlist: the events the company's log holds. */
export const ActivityLogEventListSchema = v.object({ events: v.array(v.picklist(ACTIVITY_EVENTS)) });
export type ActivityLogEventList = v.InferOutput<typeof ActivityLogEventListSchema>;

/** Answer of POST activity-logs/applicationlist: the applications the company's log holds entries of. */
export const ActivityLogApplicationListSchema = v.object({ applications: v.array(v.string()) });
export type ActivityLogApplicationList = v.InferOutput<typeof ActivityLogApplicationListSchema>;

/** The export's file name for the days it covers: activity_log_<from>_<to>.xlsx. */
export const activityLogFileName = (from: string, to: string): string => `activity_log_${from}_${to}.xlsx`;
