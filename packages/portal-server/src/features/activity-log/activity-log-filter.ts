import type { ActivityLogCheckedFilter } from '@partner-insights/contracts';
import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { activityLog } from '../../platform/audit/activity-log.schema';
import { zonedDayRange } from './zoned-day-bounds';

/**
 * The entries of company `companyId` a filter picks: made on the days `from` to `to` of the reader's time zone
 * (the last day included), of the chosen events and applications, by a user whose login id (or the acting super
 * admin's) is `userId`, in any case.
 */
export function matchingEntries(companyId: string, filter: ActivityLogCheckedFilter): SQL {
  const { start, end } = zonedDayRange(filter.from, filter.to, filter.timeZone);
  // A whole login id, not a prefix: the indexes (company, lower(login id), date) then answer one user's entries of
  // the range in date order, where a prefix could match many users and the planner would read the whole range.
  const user = filter.userId.toLowerCase();
  const conditions: (SQL | undefined)[] = [
    eq(activityLog.companyId, companyId),
    gte(activityLog.createdAt, start),
    lt(activityLog.createdAt, end),
    filter.events.length > 0 ? inArray(activityLog.event, filter.events) : undefined,
    filter.applications.length > 0 ? inArray(activityLog.sourceApp, filter.applications) : undefined,
    filter.userId === ''
      ? undefined
      : or(eq(sql`lower(${activityLog.actor})`, user), eq(sql`lower(${activityLog.actingSuperAdmin})`, user)),
  ];
  const where = and(...conditions);
  if (!where) throw new Error('A filter always names its company');
  return where;
}
