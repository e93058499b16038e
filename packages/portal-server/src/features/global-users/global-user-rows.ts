import {
  COMPANY_TYPE_LABELS,
  type GlobalUserFilter,
  type GlobalUserRow,
  type GlobalUserSortField,
  type GlobalUserType,
  type Locale,
  type SortOrder,
} from '@partner-insights/contracts';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { countOrEstimate } from '../../platform/db/count-up-to';
import type { Db } from '../../platform/db/database';
import { companies, users } from '../identity';
import { productAccess, products, productTexts } from '../launch-list';
import { globalUserDirectory } from './global-user-directory.schema';
import { userOrgProfiles } from './global-users.schema';
import { matchingUserWords } from './user-search-words';

const directory = globalUserDirectory;

/** The tab's users that match the search and every filter given, as rows of the directory. */
export function globalUserCondition(userType: GlobalUserType, { search, filters }: GlobalUserFilter): SQL | undefined {
  const { roles, attributes, sbu, products: productCodes, companyIds } = filters;
  return and(
    eq(directory.tab, userType),
    search ? matchingUserWords(search) : undefined,
    roles.length > 0 ? inArray(directory.role, roles) : undefined,
    attributes.length > 0
      ? sql`${directory.attributes} && array[${sql.join(
          attributes.map((attribute) => sql`${attribute}`),
          sql`, `,
        )}]::text[]`
      : undefined,
    sbu.length > 0 ? inArray(directory.sbu, sbu) : undefined,
    companyIds.length > 0 ? inArray(directory.companyId, companyIds) : undefined,
    productCodes.length > 0
      ? sql`${directory.productIds} && array(select ${products.id} from ${products} where ${inArray(products.code, productCodes)})`
      : undefined,
  );
}

const SORT_COLUMNS: Readonly<Record<GlobalUserSortField, readonly PgColumn[]>> = {
  name: [directory.lastName, directory.firstName],
  email: [directory.email],
  companyName: [directory.companyName, directory.lastName, directory.firstName],
  lastLogin: [directory.lastLoginAt],
  status: [directory.status, directory.lastName, directory.firstName],
};

/**
 * Matches up to this many are taken and sorted; more are found by walking the sort's index in order, testing the
 * filters on the index's own columns, which finds a page after reading about (page end x tab size / matches) of its
 * entries.
 */
export const SORTED_APART_MATCHES = 2_000;

/**
 * The order of a sort, the user's id last so that pages never overlap. Every column goes the same way, the id too,
 * so that one index of the directory read forwards or backwards gives the order. Few matches are sorted apart
 * instead (`sortedApart`): the first column then becomes an expression no index holds, and the matches, found
 * through the index of their filter, are sorted.
 */
export function globalUserOrder(sortBy: GlobalUserSortField, sortOrder: SortOrder, sortedApart: boolean): SQL[] {
  const direction = sortOrder === 'ASC' ? asc : desc;
  const [first, ...others] = [...SORT_COLUMNS[sortBy], directory.userId];
  const leading = sortedApart ? sql`coalesce(${first}, ${first})` : first;
  return [leading, ...others].map((column) => direction(column));
}

/** The ids of a page of the directory's matches, in order. */
export async function globalUserIds(
  db: Db,
  where: SQL | undefined,
  order: readonly SQL[],
  limit: number,
  offset: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: directory.userId })
    .from(directory)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map(({ id }) => id);
}

/** The users, their company and their profile, in the order of `ids`. */
export async function selectGlobalUsers(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      loginId: users.loginId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      status: users.status,
      lastLoginAt: users.lastLoginAt,
      thirdPartyUser: users.thirdPartyUser,
      companyId: companies.id,
      companyName: companies.name,
      companyType: companies.companyType,
      sbu: userOrgProfiles.sbu,
      buoAreaNumber: userOrgProfiles.buoAreaNumber,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(userOrgProfiles, eq(userOrgProfiles.userId, users.id))
    .where(inArray(users.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Users counted one by one; beyond them the total is the planner's estimate. A search or filter that matches more
 * is narrowed further, not paged to its end.
 */
const MAX_COUNTED_USERS = 10_000;

/** How many users match: exactly up to MAX_COUNTED_USERS, estimated beyond. */
export const countGlobalUsers = async (db: Db, where: SQL | undefined): Promise<number> => {
  const matches = db
    .select({ one: sql`1` })
    .from(directory)
    .where(where);
  return (await countOrEstimate(db, matches, MAX_COUNTED_USERS)).count;
};

type SelectedUser = Awaited<ReturnType<typeof selectGlobalUsers>>[number];

/** The rows of the users, each with the titles of the products they may launch, in `locale`: one query for all. */
export async function toGlobalUserRows(
  db: Db,
  selected: readonly SelectedUser[],
  locale: Locale,
): Promise<GlobalUserRow[]> {
  const titles = new Map<string, string[]>();
  if (selected.length > 0) {
    const access = await db
      .select({ userId: productAccess.userId, title: sql<string>`coalesce(${productTexts.title}, ${products.code})` })
      .from(productAccess)
      .innerJoin(products, eq(products.id, productAccess.productId))
      .leftJoin(productTexts, and(eq(productTexts.productId, products.id), eq(productTexts.locale, locale)))
      .where(
        and(
          inArray(
            productAccess.userId,
            selected.map(({ id }) => id),
          ),
          eq(productAccess.status, 'ACCESS_COMPLETE'),
        ),
      )
      .orderBy(asc(products.code));
    for (const { userId, title } of access) titles.set(userId, [...(titles.get(userId) ?? []), title]);
  }
  return selected.map((user) => ({
    loginId: user.loginId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    companyId: user.companyId,
    companyName: user.companyName,
    companyType: user.companyType,
    uiCompanyType: user.companyType ? COMPANY_TYPE_LABELS[user.companyType] : null,
    thirdPartyCompanyName: user.thirdPartyUser ? user.companyName : null,
    appAccess: titles.get(user.id) ?? [],
    role: user.role,
    sbu: user.sbu,
    lastLogin: user.lastLoginAt?.toISOString() ?? null,
    buoAreaNumber: user.buoAreaNumber,
    status: user.status,
  }));
}
