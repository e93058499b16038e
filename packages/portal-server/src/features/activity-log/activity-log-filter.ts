import type { ActivityLogCheckedFilter } from '@partner-insights/contracts';
import { and, eq, gte, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { activityLog } from '../../platform/audit/activity-log.schema';
import { zonedDayRange } from './zoned-day-bounds';

/** `%` and `_` are wildcards of LIKE: a search for them means the characters themselves. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The entries of company `companyId` a filter picks: made on the days `from` to `to` of the reader's time zone
 * (the last day included), of the chosen events and applications, by a user whose login id (or the acting super
 * admin's) starts with `userId`.
 */
export function matchingEntries(companyId: string, filter: ActivityLogCheckedFilter): SQL {
  const { start, end } = zonedDayRange(filter.from, filter.to, filter.timeZone);
  // Lower-cased here and in the indexes (company, lower(login id) text_pattern_ops), which serve the prefix.
  const userPrefix = `${escapeLike(filter.userId.toLowerCase())}%`;
  const conditions: (SQL | undefined)[] = [
    eq(activityLog.companyId, companyId),
    gte(activityLog.createdAt, start),
    lt(activityLog.createdAt, end),
    filter.events.length > 0 ? inArray(activityLog.event, filter.events) : undefined,
    filter.applications.length > 0 ? inArray(activityLog.sourceApp, filter.applications) : undefined,
    filter.userId === ''
      ? undefined
      : or(
          like(sql`lower(${activityLog.actor})`, userPrefix),
          like(sql`lower(${activityLog.actingSuperAdmin})`, userPrefix),
        ),
  ];
  const where = and(...conditions);
  if (!where) throw new Error('A filter always names its company');
  return where;
}
