import {
  ACTIVITY_EVENTS,
  MAX_COUNTED_ACTIVITY_LOG_ENTRIES,
  type ActivityEvent,
  type ActivityLogCheckedFilter,
  type ActivityLogListedEntry,
  type ActivityLogPage,
  type ActivityLogPageQuery,
  type Locale,
} from '@partner-insights/contracts';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { describeActivity } from '../../platform/audit/activity-descriptions';
import { activityLog, type ActivityLogRow } from '../../platform/audit/activity-log.schema';
import { countUpTo } from '../../platform/db/count-up-to';
import type { Db } from '../../platform/db/database';
import { matchingEntries } from './activity-log-filter';

/** Rows read from the database at a time while an export streams. */
const EXPORT_BATCH_SIZE = 2000;

/** The rows of a raw query: both drivers (node-postgres and PGlite) answer them as `rows`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The log's columns as the spec names them. */
const entryColumns = {
  id: activityLog.id,
  createdAt: activityLog.createdAt,
  actor: activityLog.actor,
  actingSuperAdmin: activityLog.actingSuperAdmin,
  entityId: activityLog.entityId,
  event: activityLog.event,
  eventDescription: activityLog.eventDescription,
  details: activityLog.details,
  sourceApp: activityLog.sourceApp,
};
type EntryRow = Pick<ActivityLogRow, keyof typeof entryColumns>;

/** An entry as its reader reads it: its description in their language, where it was written with its details. */
const entryFor =
  (locale: Locale) =>
  ({ id, createdAt, actor, actingSuperAdmin, entityId, event, eventDescription, details, sourceApp }: EntryRow) =>
    ({
      id,
      uiCreatedOnDate: createdAt.toISOString(),
      actor,
      actingSuperAdmin,
      entityId,
      event,
      eventDescription: details === null ? eventDescription : describeActivity(locale, { event, details }, { actor }),
      sourceApp,
    }) satisfies ActivityLogListedEntry;

/** Newest first unless asked otherwise; the id breaks ties, so that pages never overlap. */
const orderOf = (sortOrder: ActivityLogPageQuery['sortOrder']) =>
  sortOrder === 'ASC'
    ? [asc(activityLog.createdAt), asc(activityLog.id)]
    : [desc(activityLog.createdAt), desc(activityLog.id)];

/**
 * Entries after the entry `lastId` in the order: the keyset an export reads its next batch from. The entry's own date
 * is compared, not one read back into JavaScript, whose dates stop at milliseconds where PostgreSQL's go on to
 * microseconds; as a row comparison it is a range of the (company, date, id) index.
 */
function after(lastId: string, sortOrder: ActivityLogPageQuery['sortOrder']): SQL {
  const last = sql`(select ${activityLog.createdAt}, ${activityLog.id} from ${activityLog} where ${activityLog.id} = ${lastId})`;
  return sortOrder === 'ASC'
    ? sql`(${activityLog.createdAt}, ${activityLog.id}) > ${last}`
    : sql`(${activityLog.createdAt}, ${activityLog.id}) < ${last}`;
}

export interface ActivityLogService {
  /** One page of the company's matching entries, in the reader's language, and how many match. */
  page(
    companyId: string,
    filter: ActivityLogCheckedFilter,
    query: ActivityLogPageQuery,
    locale: Locale,
  ): Promise<ActivityLogPage>;
  /** The events the company's log holds, in the contracts' order. */
  events(companyId: string): Promise<ActivityEvent[]>;
  /** The applications the company's log holds entries of, by name. */
  applications(companyId: string): Promise<string[]>;
  /** Every matching entry, newest first, in the reader's language, read a batch at a time. */
  entries(companyId: string, filter: ActivityLogCheckedFilter, locale: Locale): AsyncIterable<ActivityLogListedEntry>;
}

export function createActivityLogService(db: Db, retentionDays: number): ActivityLogService {
  return {
    async page(companyId, filter, { pageNumber, pageSize, sortOrder }, locale) {
      const where = matchingEntries(companyId, filter);
      // The page's ids first, from the indexes alone however deep the page; then only those rows from the table.
      const pageIds = db
        .select({ id: activityLog.id })
        .from(activityLog)
        .where(where)
        .orderBy(...orderOf(sortOrder))
        .limit(pageSize)
        .offset(pageNumber * pageSize)
        .as('page_ids');
      const [rows, counted] = await Promise.all([
        db
          .select(entryColumns)
          .from(activityLog)
          .innerJoin(pageIds, eq(activityLog.id, pageIds.id))
          .orderBy(...orderOf(sortOrder)),
        countUpTo(
          db,
          db
            .select({ one: sql`1` })
            .from(activityLog)
            .where(where),
          MAX_COUNTED_ACTIVITY_LOG_ENTRIES,
        ),
      ]);
      return {
        items: rows.map(entryFor(locale)),
        pageNumber,
        pageSize,
        total: Math.min(counted.count, MAX_COUNTED_ACTIVITY_LOG_ENTRIES),
        totalIsCapped: !counted.exact,
        retentionDays,
      };
    },

    async events(companyId) {
      // One probe of the (company, event) index per known event: cheap however long the log is.
      const present = await db.execute(sql`
        select known.event from unnest(array[${sql.join(
          ACTIVITY_EVENTS.map((event) => sql`${event}`),
          sql`, `,
        )}]::text[])
          with ordinality as known(event, position)
        where exists (
          select 1 from ${activityLog}
          where ${activityLog.companyId} = ${companyId} and ${activityLog.event} = known.event
        )
        order by known.position`);
      return rowsOf<{ event: ActivityEvent }>(present).map(({ event }) => event);
    },

    async applications(companyId) {
      // A loose index scan of (company, application): one probe per distinct application, not per entry.
      const present = await db.execute(sql`
        with recursive apps(app) as (
          select min(${activityLog.sourceApp}) from ${activityLog} where ${activityLog.companyId} = ${companyId}
          union all
          select (
            select min(${activityLog.sourceApp}) from ${activityLog}
            where ${activityLog.companyId} = ${companyId} and ${activityLog.sourceApp} > apps.app
          ) from apps where apps.app is not null
        )
        select app from apps where app is not null`);
      return rowsOf<{ app: string }>(present).map(({ app }) => app);
    },

    async *entries(companyId, filter, locale) {
      const where = matchingEntries(companyId, filter);
      const toEntry = entryFor(locale);
      let last: EntryRow | undefined;
      for (;;) {
        const batch: EntryRow[] = await db
          .select(entryColumns)
          .from(activityLog)
          .where(last ? and(where, after(last.id, 'DESC')) : where)
          .orderBy(...orderOf('DESC'))
          .limit(EXPORT_BATCH_SIZE);
        for (const row of batch) yield toEntry(row);
        if (batch.length < EXPORT_BATCH_SIZE) return;
        last = batch.at(-1);
      }
    },
  };
}
