import {
  COMPANY_TYPE_LABELS,
  type GlobalUserFilter,
  type GlobalUserRow,
  type GlobalUserSortField,
  type GlobalUserType,
  type Locale,
  type SortOrder,
} from '@partner-insights/contracts';
import { and, asc, desc, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { countOrEstimate } from '../../platform/db/count-up-to';
import type { Db } from '../../platform/db/database';
import { companies, users } from '../identity';
import { productAccess, products, productTexts } from '../launch-list';
import { userOrgProfiles } from './global-users.schema';
import { matchingUserWords } from './user-search-words';

/** The users a tab lists: external users, internal associates, internal merchants, internal asset protection. */
const TAB_CONDITIONS: Readonly<Record<GlobalUserType, SQL | undefined>> = {
  EXTERNAL: eq(users.userType, 'EXTERNAL'),
  INTERNAL: and(eq(users.userType, 'INTERNAL'), isNull(userOrgProfiles.internalGroup)),
  INTERNAL_MERCHANT: eq(userOrgProfiles.internalGroup, 'MERCHANT'),
  INTERNAL_ASSET_PROTECTION: eq(userOrgProfiles.internalGroup, 'ASSET_PROTECTION'),
};

/** The tab's users that match the search and every filter given. */
export function globalUserCondition(userType: GlobalUserType, { search, filters }: GlobalUserFilter): SQL | undefined {
  const { roles, attributes, sbu, products: productCodes, companyIds } = filters;
  return and(
    TAB_CONDITIONS[userType],
    search ? matchingUserWords(search) : undefined,
    roles.length > 0 ? inArray(users.role, roles) : undefined,
    attributes.length > 0
      ? sql`${userOrgProfiles.attributes} && array[${sql.join(
          attributes.map((attribute) => sql`${attribute}`),
          sql`, `,
        )}]::text[]`
      : undefined,
    sbu.length > 0 ? inArray(userOrgProfiles.sbu, sbu) : undefined,
    companyIds.length > 0 ? inArray(users.companyId, companyIds) : undefined,
    productCodes.length > 0
      ? // The products' ids as a list computed once: joined to the products instead, the planner misjudges how
        // many users hold one, and reads them all to sort them rather than walking the sort's index.
        exists(
          sql`(select 1 from ${productAccess}
               where ${productAccess.userId} = ${users.id} and ${productAccess.status} = 'ACCESS_COMPLETE'
               and ${productAccess.productId} = any(array(
                 select ${products.id} from ${products} where ${inArray(products.code, productCodes)})))`,
        )
      : undefined,
  );
}

const SORT_COLUMNS: Readonly<Record<GlobalUserSortField, readonly SQL.Aliased[] | readonly unknown[]>> = {
  name: [users.lastName, users.firstName],
  email: [users.email],
  companyName: [companies.name, users.lastName, users.firstName],
  lastLogin: [users.lastLoginAt],
  status: [users.status, users.lastName, users.firstName],
};

/**
 * The order of a sort, the user's id last so that pages never overlap. Every column goes the same way, the id too,
 * so that one index read forwards or backwards gives the order. A search's matches are sorted apart instead: they
 * may sit anywhere in the sort's index (every Garcia together, past a hundred thousand names), where walking it
 * would test the words of every user before them; the first column then becomes an expression no index holds, and
 * the matches, found through the index of words, are sorted.
 */
export function globalUserOrder(sortBy: GlobalUserSortField, sortOrder: SortOrder, search: string): SQL[] {
  const direction = sortOrder === 'ASC' ? asc : desc;
  const [first, ...others] = [...(SORT_COLUMNS[sortBy] as Parameters<typeof asc>[0][]), users.id];
  const leading = matchingUserWords(search) ? sql`coalesce(${first}, ${first})` : first;
  return [leading, ...others].map((column) => direction(column));
}

/** The users, their company and their profile, as one select over which conditions and orders apply. */
export const selectGlobalUsers = (db: Db) =>
  db
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
    .leftJoin(userOrgProfiles, eq(userOrgProfiles.userId, users.id));

/**
 * Users counted one by one; beyond them the total is the planner's estimate. A search or filter that matches more
 * is narrowed further, not paged to its end.
 */
const MAX_COUNTED_USERS = 10_000;

/** How many users match (the same joins as the rows): exactly up to MAX_COUNTED_USERS, estimated beyond. */
export const countGlobalUsers = async (db: Db, where: SQL | undefined): Promise<number> => {
  const matches = db
    .select({ one: sql`1` })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(userOrgProfiles, eq(userOrgProfiles.userId, users.id))
    .where(where);
  return (await countOrEstimate(db, matches, MAX_COUNTED_USERS)).count;
};

type SelectedUser = Awaited<ReturnType<ReturnType<typeof selectGlobalUsers>['execute']>>[number];

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
