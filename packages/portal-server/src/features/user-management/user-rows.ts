import type { Locale, SortOrder, UserRow, UserRowTab, UserSortField } from '@partner-insights/contracts';
import { and, asc, desc, eq, exists, ilike, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { containing } from '../../platform/db/like-pattern';
import { companies, userCompanies, users } from '../identity';
import { USER_SEARCH_TEXT } from '../identity/identity.schema';
import { productAccess, products, productTexts } from '../launch-list';
import { userRequests } from './user-management.schema';

/** Users of another home company tagged to the company: its sponsored suppliers. */
const taggedTo = (companyId: string) =>
  and(
    ne(users.companyId, companyId),
    eq(users.userType, 'EXTERNAL'),
    exists(
      sql`(select 1 from ${userCompanies} where ${userCompanies.userId} = ${users.id} and ${userCompanies.companyId} = ${companyId})`,
    ),
  );

/** Which users a tab of the company lists. */
export function tabCondition(tab: UserRowTab, companyId: string): SQL | undefined {
  switch (tab) {
    case 'userManagement':
      return and(eq(users.companyId, companyId), eq(users.status, 'ACTIVE'));
    case 'pendingUserManagement':
      return and(eq(users.companyId, companyId), eq(users.status, 'PENDING'));
    case 'blockedUserManagement':
      return and(eq(users.companyId, companyId), eq(users.status, 'BLOCKED'));
    case 'sponsoredSupplier':
      return taggedTo(companyId);
  }
}

/** Names, email and login id containing the search, case-insensitively (the trigram index serves it). */
export const searchCondition = (search: string): SQL | undefined =>
  search === '' ? undefined : ilike(USER_SEARCH_TEXT, containing(search));

const SORT_COLUMNS: Readonly<Record<UserSortField, readonly (PgColumn | SQL)[]>> = {
  name: [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`],
  email: [users.email],
  role: [users.role],
  status: [users.status],
  lastLogin: [users.lastLoginAt],
  createdOn: [users.createdAt],
  blockedOn: [users.blockedAt],
  companyName: [companies.name],
};

/** The sort, with the login id last so that pages never share or skip a row. */
export function sortOrder(field: UserSortField, order: SortOrder): SQL[] {
  const direction = order === 'ASC' ? asc : desc;
  // Never-signed-in users go last either way.
  const nullsLast = (column: PgColumn | SQL) => sql`${direction(column)} nulls last`;
  return [...SORT_COLUMNS[field].map(nullsLast), asc(users.loginId)];
}

/** One page of users, as selected before their products are added. */
export function selectUserRows(db: Db, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) {
  return db
    .select({
      id: users.id,
      loginId: users.loginId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      userType: users.userType,
      role: users.role,
      companyType: companies.companyType,
      companyName: companies.name,
      multipleSupplierAccess: sql<boolean>`exists (select 1 from ${userCompanies} where ${userCompanies.userId} = ${users.id})`,
      status: users.status,
      createdBy: users.createdBy,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
      blockedReason: users.blockedReason,
      blockedBy: users.blockedBy,
      blockedAt: users.blockedAt,
      requestId: userRequests.id,
      requestType: userRequests.type,
      requestStage: userRequests.stage,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(userRequests, and(eq(userRequests.userId, users.id), isNull(userRequests.completedAt)))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

type SelectedUser = Awaited<ReturnType<typeof selectUserRows>>[number];

/** The products of the users, titles in the language: one query for a whole page. */
async function productsOf(db: Db, userIds: readonly string[], locale: Locale) {
  const byUser = new Map<string, { code: string; title: string }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: productAccess.userId, code: products.code, title: productTexts.title })
    .from(productAccess)
    .innerJoin(products, eq(products.id, productAccess.productId))
    .innerJoin(productTexts, and(eq(productTexts.productId, products.id), eq(productTexts.locale, locale)))
    .where(inArray(productAccess.userId, [...userIds]))
    .orderBy(asc(products.code));
  for (const { userId, code, title } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), { code, title }]);
  return byUser;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The selected users as the lists show them, with their products. */
export async function toUserRows(db: Db, selected: readonly SelectedUser[], locale: Locale): Promise<UserRow[]> {
  const productsByUser = await productsOf(
    db,
    selected.map(({ id }) => id),
    locale,
  );
  return selected.map((user) => {
    const userProducts = productsByUser.get(user.id) ?? [];
    return {
      loginId: user.loginId,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      userType: user.userType,
      role: user.role,
      uiCompanyType: user.companyType,
      companyName: user.companyName,
      multipleSupplierAccess: user.multipleSupplierAccess,
      products: userProducts.map(({ code }) => code),
      uiAppAccess: userProducts.map(({ title }) => title),
      uiState: user.status,
      createdBy: user.createdBy,
      uiCreatedOnDate: user.createdAt.toISOString(),
      uiLastLoginTime: iso(user.lastLoginAt),
      blockedReason: user.blockedReason,
      uiBlockedBy: user.blockedBy,
      uiBlockedOn: iso(user.blockedAt),
      type: user.requestType,
      stage: user.requestStage,
      taskId: user.requestId,
    };
  });
}
