import type {
  GlobalUserFilter,
  GlobalUserPage,
  GlobalUserQuery,
  GlobalUserRow,
  Locale,
} from '@partner-insights/contracts';
import { asc, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { userOrgProfiles } from './global-users.schema';
import {
  countGlobalUsers,
  globalUserCondition,
  globalUserIds,
  pageOfGlobalUserIds,
  selectGlobalUsers,
  sortedApart,
  toGlobalUserRows,
} from './global-user-rows';

/** Rows an export reads at a time: the file streams, the rows are never all in memory. */
const EXPORT_BATCH_SIZE = 1_000;

export interface GlobalUserService {
  /** A page of the tab's users that match the search and filters. */
  page(query: GlobalUserQuery, filter: GlobalUserFilter, locale: Locale): Promise<GlobalUserPage>;
  /** Every matching user of the tab, in the query's order, read a batch at a time. */
  everyMatch(query: GlobalUserQuery, filter: GlobalUserFilter, locale: Locale): AsyncIterable<GlobalUserRow>;
  /** The attributes users have, to filter by. */
  attributes(): Promise<string[]>;
  /** The blackout/SBU values users have, to filter by. */
  sbuValues(): Promise<string[]>;
}

export function createGlobalUserService(db: Db): GlobalUserService {
  return {
    async page(query, filter, locale) {
      const matches = await globalUserCondition(db, query.userType, filter);
      const { ids, total } = await pageOfGlobalUserIds(db, matches, query, filter);
      return {
        items: await toGlobalUserRows(db, await selectGlobalUsers(db, ids), locale),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
      };
    },

    async *everyMatch(query, filter, locale) {
      const matches = await globalUserCondition(db, query.userType, filter);
      const total = await countGlobalUsers(db, matches);
      const sort = { sortBy: query.sortBy, sortOrder: query.sortOrder, apart: sortedApart(filter, total) };
      for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
        const ids = await globalUserIds(db, matches.where, sort, EXPORT_BATCH_SIZE, offset);
        yield* await toGlobalUserRows(db, await selectGlobalUsers(db, ids), locale);
        if (ids.length < EXPORT_BATCH_SIZE) return;
      }
    },

    async attributes() {
      const rows = await db
        .selectDistinct({ attribute: sql<string>`unnest(${userOrgProfiles.attributes})`.as('attribute') })
        .from(userOrgProfiles)
        .orderBy(sql`1`);
      return rows.map(({ attribute }) => attribute);
    },

    async sbuValues() {
      const rows = await db
        .selectDistinct({ sbu: userOrgProfiles.sbu })
        .from(userOrgProfiles)
        .where(isNotNull(userOrgProfiles.sbu))
        .orderBy(asc(userOrgProfiles.sbu));
      return rows.flatMap(({ sbu }) => (sbu === null ? [] : [sbu]));
    },
  };
}
