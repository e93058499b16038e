import {
  COMPANY_TYPE_LABELS,
  type GlobalUserFilter,
  type GlobalUserQuery,
  type GlobalUserRow,
  type GlobalUserSortField,
  type GlobalUserType,
  type Locale,
  type SortOrder,
} from '@partner-insights/contracts';
import { and, asc, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { countUpTo, estimateBeyond } from '../../platform/db/count-up-to';
import type { Db } from '../../platform/db/database';
import { companies, users } from '../identity';
import { productAccess, products, productTexts } from '../launch-list';
import { globalUserDirectory, globalUserDirectoryFacets } from './global-user-directory.schema';
import { userOrgProfiles } from './global-users.schema';
import { matchingUserWords } from './user-search-words';

const directory = globalUserDirectory;
const facets = globalUserDirectoryFacets;

/** The tab's users that match a search and filters. */
export interface GlobalUserMatches {
  /** The matches as rows of the directory, as a page reads them. */
  readonly where: SQL | undefined;
  /** The same condition with every filter as the planner knows it, for its estimate of how many match. */
  readonly estimated: SQL | undefined;
  /**
   * The same users as the ids of global_user_directory_facets, when attributes alone or products alone filter
   * them: counted from its index, one entry a match, where the directory would be read row by row.
   */
  readonly facets: SQLWrapper | undefined;
}

/**
 * The tab's users that match the search and every filter given. The products' ids are read first and given as
 * values, so that the planner weighs how many users hold them (from the column's statistics) instead of guessing.
 * With a search, the filters but the company are tested on the users its words find rather than looked up in their
 * own indexes: a role or an attribute is held by hundreds of thousands, a name's matches are a few thousand (looking a
 * role up took 15 ms of a search's 60).
 */
export async function globalUserCondition(
  db: Db,
  userType: GlobalUserType,
  { search, filters }: GlobalUserFilter,
): Promise<GlobalUserMatches> {
  const { roles, attributes, sbu, products: productCodes, companyIds } = filters;
  const productIds =
    productCodes.length > 0
      ? (await db.select({ id: products.id }).from(products).where(inArray(products.code, productCodes))).map(
          ({ id }) => id,
        )
      : [];
  const words = matchingUserWords(search);
  const condition = (tested: (column: PgColumn) => SQL): SQL | undefined =>
    and(
      eq(directory.tab, userType),
      words,
      roles.length > 0 ? inArray(tested(directory.role), roles) : undefined,
      attributes.length > 0 ? sql`${tested(directory.attributes)} && ${textArray(attributes)}::text[]` : undefined,
      sbu.length > 0 ? inArray(tested(directory.sbu), sbu) : undefined,
      companyIds.length > 0 ? inArray(directory.companyId, companyIds) : undefined,
      productCodes.length > 0 ? sql`${tested(directory.productIds)} && ${textArray(productIds)}::uuid[]` : undefined,
    );
  const estimated = condition((column) => sql`${column}`);
  const where = words ? condition((column) => sql`coalesce(${column}, ${column})`) : estimated;
  const alone = !words && roles.length === 0 && sbu.length === 0 && companyIds.length === 0;
  const facetValues =
    alone && productCodes.length === 0
      ? attributes.map((attribute) => `attribute:${attribute}`)
      : alone && attributes.length === 0
        ? productIds.map((id) => `product:${id}`)
        : [];
  return { where, estimated, facets: facetValues.length > 0 ? holdersOf(db, userType, facetValues) : undefined };
}

/** The tab's users holding any of the facets, each once. */
const holdersOf = (db: Db, userType: GlobalUserType, facetValues: readonly string[]) =>
  db
    .selectDistinct({ id: facets.userId })
    .from(facets)
    .where(and(eq(facets.tab, userType), inArray(facets.facet, [...facetValues])));

const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

const SORT_COLUMNS: Readonly<Record<GlobalUserSortField, readonly [PgColumn, ...PgColumn[]]>> = {
  name: [directory.lastName, directory.firstName],
  email: [directory.email],
  companyName: [directory.companyName, directory.lastName, directory.firstName],
  lastLogin: [directory.lastLoginAt],
  status: [directory.status, directory.lastName, directory.firstName],
};

/**
 * Users counted one by one; beyond them the total is the planner's estimate. A search or filter that matches more
 * is narrowed further, not paged to its end.
 */
const MAX_COUNTED_USERS = 10_000;

/**
 * Whether a page's matches are taken and sorted rather than read in the order of the sort's index. Matches counted
 * exactly (up to MAX_COUNTED_USERS) are: reading each of ten thousand costs less than walking the index past the
 * hundreds of thousands of others around them (a page's end x tab size / matches entries). More are found by walking
 * the sort's index, testing the filters on its own columns. A search's matches always are sorted apart: its words
 * are names, and the users of a name sit together in the orders by name, by status and by address (every Garcia,
 * past hundreds of thousands of users), where walking the index would test every user before them; the directory is
 * written in name order, so that a name's matches share a few pages of the table.
 */
export const sortedApart = ({ search }: GlobalUserFilter, matches: number): boolean =>
  matchingUserWords(search) !== undefined || matches <= MAX_COUNTED_USERS;

/** A query's sort, and whether its matches are sorted apart (see sortedApart). */
export interface GlobalUserSort {
  readonly sortBy: GlobalUserSortField;
  readonly sortOrder: SortOrder;
  readonly apart: boolean;
}

/**
 * The sorts that follow the users' names, in which the directory is written (see sortedApart). Matches sorted apart
 * come from the table in about that order, the worst for keeping the first rows of a descending sort: every row
 * would displace one (a common name with a role, descending: 49 ms, against 16 ms ascending). They are handed over
 * from the last table page to the first instead.
 */
const FOLLOWING_NAMES: ReadonlySet<GlobalUserSortField> = new Set(['name', 'email', 'status']);

/**
 * The ids of a page of the directory's matches, in the order of the sort, the user's id last so that pages never
 * overlap. Every column goes the same way, the id too, so that one index of the directory read forwards or
 * backwards gives the order. Matches sorted apart lead with an expression no index holds instead, so that they are
 * found through the index of their filter, then sorted.
 */
export async function globalUserIds(
  db: Db,
  where: SQL | undefined,
  { sortBy, sortOrder, apart }: GlobalUserSort,
  limit: number,
  offset: number,
): Promise<string[]> {
  const columns: [PgColumn, ...PgColumn[]] = [...SORT_COLUMNS[sortBy], directory.userId];
  if (apart && sortOrder === 'DESC' && FOLLOWING_NAMES.has(sortBy)) {
    const lastPagesFirst = db
      .select(Object.fromEntries(columns.map((column) => [column.name, column])))
      .from(directory)
      .where(where)
      .orderBy(sql`ctid desc`)
      .as('last_pages_first');
    const rows = await db
      .select({ id: sql<string>`${sql.identifier(directory.userId.name)}` })
      .from(lastPagesFirst)
      .orderBy(...columns.map((column) => desc(sql.identifier(column.name))))
      .limit(limit)
      .offset(offset);
    return rows.map(({ id }) => id);
  }
  const direction = sortOrder === 'ASC' ? asc : desc;
  const [first, ...others] = columns;
  const leading = apart ? sql`coalesce(${first}, ${first})` : first;
  const rows = await db
    .select({ id: directory.userId })
    .from(directory)
    .where(where)
    .orderBy(...[leading, ...others].map((column) => direction(column)))
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

const matchingRows = (db: Db, where: SQL | undefined) =>
  db
    .select({ one: sql`1` })
    .from(directory)
    .where(where);

/** How many users match: exactly up to MAX_COUNTED_USERS, estimated beyond. */
export async function countGlobalUsers(
  db: Db,
  { where, estimated, facets: holders }: GlobalUserMatches,
): Promise<number> {
  const counted = await countUpTo(db, holders ?? matchingRows(db, where), MAX_COUNTED_USERS);
  return counted.exact ? counted.count : estimateBeyond(db, matchingRows(db, estimated), MAX_COUNTED_USERS);
}

export interface GlobalUserIdsPage {
  readonly ids: string[];
  /** Counted as countGlobalUsers counts. */
  readonly total: number;
}

/**
 * The ids of a page of the matches, in the query's order, and how many match. A search's matches are sorted apart
 * (see sortedApart) and counted at the same time, each read on a connection of its own: the count reads the same
 * table pages as the page, and counting them in the page's read (a window over every match) made the sort wait for
 * the last one. Other filters are counted first, up to the cap, which says whether to sort them apart or walk the
 * sort's index.
 */
export async function pageOfGlobalUserIds(
  db: Db,
  matches: GlobalUserMatches,
  { sortBy, sortOrder, pageNo, pageSize }: GlobalUserQuery,
  filter: GlobalUserFilter,
): Promise<GlobalUserIdsPage> {
  const offset = pageNo * pageSize;
  const { where } = matches;
  if (matchingUserWords(filter.search)) {
    const [ids, total] = await Promise.all([
      globalUserIds(db, where, { sortBy, sortOrder, apart: true }, pageSize, offset),
      countGlobalUsers(db, matches),
    ]);
    return { ids, total };
  }
  const total = await countGlobalUsers(db, matches);
  const sort = { sortBy, sortOrder, apart: sortedApart(filter, total) };
  return { ids: await globalUserIds(db, where, sort, pageSize, offset), total };
}

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
