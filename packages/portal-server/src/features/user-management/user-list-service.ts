import {
  USER_ROW_TABS,
  type Locale,
  type NonProvisionedUsers,
  type UserListPage,
  type UserListQuery,
  type UserRow,
  type UserListTab,
  type UserRowTab,
  type UserSortField,
  type SortOrder,
} from '@partner-insights/contracts';
import { and, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import type { Actor, AuditTrail } from '../../platform/audit/audit-trail';
import type { Db } from '../../platform/db/database';
import { users } from '../identity';
import { productAccess } from '../launch-list';
import { searchCondition, selectUserRows, sortOrder, tabCondition, toUserRows } from './user-rows';

/** Rows an export reads at a time: the file streams, the rows never are all in memory. */
const EXPORT_BATCH_SIZE = 500;

interface ListQuery {
  readonly search: string;
  readonly page: number;
  readonly pageSize: number;
  readonly sortBy: UserSortField;
  readonly sortOrder: SortOrder;
}

export interface UserListService {
  /** A page of the tab, and how many users each tab has whatever the search. */
  list(companyId: string, query: UserListQuery, locale: Locale): Promise<UserListPage>;
  /** A page of the company's active and invited users who hold no product at all. */
  nonProvisioned(companyId: string, query: ListQuery, locale: Locale): Promise<NonProvisionedUsers>;
  /** Every row of the tab that matches the search, by name, read a batch at a time. */
  exportRows(companyId: string, tab: UserRowTab, search: string, locale: Locale): AsyncIterable<UserRow>;
  /** Records that the actor exported the tab. */
  recordExport(actor: Actor, companyId: string, tab: UserListTab, search: string): Promise<void>;
}

export function createUserListService(db: Db, audit: AuditTrail): UserListService {
  async function page(where: SQL | undefined, query: ListQuery, locale: Locale) {
    const [selected, total] = await Promise.all([
      selectUserRows(
        db,
        where,
        sortOrder(query.sortBy, query.sortOrder),
        query.pageSize,
        (query.page - 1) * query.pageSize,
      ),
      db.$count(users, where),
    ]);
    return { items: await toUserRows(db, selected, locale), page: query.page, pageSize: query.pageSize, total };
  }

  const countsOf = async (companyId: string) => {
    const counts = await Promise.all(USER_ROW_TABS.map((tab) => db.$count(users, tabCondition(tab, companyId))));
    return Object.fromEntries(USER_ROW_TABS.map((tab, index) => [tab, counts[index] ?? 0])) as UserListPage['counts'];
  };

  return {
    async list(companyId, query, locale) {
      const where = and(tabCondition(query.tab, companyId), searchCondition(query.search));
      const [found, counts] = await Promise.all([page(where, query, locale), countsOf(companyId)]);
      return { ...found, counts };
    },

    nonProvisioned(companyId, query, locale) {
      const where = and(
        eq(users.companyId, companyId),
        inArray(users.status, ['ACTIVE', 'PENDING']),
        notExists(sql`(select 1 from ${productAccess} where ${productAccess.userId} = ${users.id})`),
        searchCondition(query.search),
      );
      return page(where, query, locale);
    },

    async *exportRows(companyId, tab, search, locale) {
      const where = and(tabCondition(tab, companyId), searchCondition(search));
      const orderBy = sortOrder('name', 'ASC');
      for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
        const selected = await selectUserRows(db, where, orderBy, EXPORT_BATCH_SIZE, offset);
        yield* await toUserRows(db, selected, locale);
        if (selected.length < EXPORT_BATCH_SIZE) return;
      }
    },

    recordExport(actor, companyId, tab, search) {
      return db.transaction((tx) =>
        audit.record(tx, actor, {
          event: 'USERS_EXPORTED',
          entityId: tab,
          details: { search },
          companyId,
        }),
      );
    },
  };
}
