import type { GlossaryFilter, Locale } from '@partner-insights/contracts';
import { and, arrayContains, asc, eq, like, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { countOrEstimate, estimateBeyond } from '../../platform/db/count-up-to';
import type { Db } from '../../platform/db/database';
import { containing } from '../../platform/db/like-pattern';
import { glossarySearchRows } from './data-dictionary.schema';

/**
 * Matches counted one by one; beyond them the total is the planner's estimate. The dictionary holds a few hundred
 * elements, so only a dictionary grown a hundredfold meets the estimate.
 */
const MAX_COUNTED_MATCHES = 1_000;

/**
 * Rows of the name order a common term's page is looked for in, read from one index: about as costly as sorting as many
 * matches, so a walk that finds nothing there wastes little before the matches are sorted.
 */
const WALK_BUDGET = 2_000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The product and topic filters, on the search rows or on a walk of them. */
const filtersOn = (rows: { products: AnyColumn; topic: AnyColumn }, { product, topic }: GlossaryFilter) =>
  and(product ? arrayContains(rows.products, [product]) : undefined, topic ? eq(rows.topic, topic) : undefined);

/** Search rows matching every part of the filter; a search's substring is found through its language's trigrams. */
export const matching = (locale: Locale, filter: GlossaryFilter): SQL | undefined =>
  and(
    eq(glossarySearchRows.locale, locale),
    filtersOn(glossarySearchRows, filter),
    filter.search ? like(glossarySearchRows.searchText, containing(filter.search.toLowerCase())) : undefined,
  );

export interface GlossaryPageRequest {
  readonly pageNumber: number;
  readonly pageSize: number;
}

/** The entry ids of one page in name order, and how many entries match in all. */
export interface GlossaryPageIds {
  readonly ids: string[];
  readonly total: number;
}

/**
 * Finds a page's entries on the narrow search rows. How common a term is decides how, since the planner cannot guess
 * it from a substring: up to the count's cap, the matches come from the trigram index and are sorted; beyond it (at
 * least 1 row in 100 matches), the name order is walked and each row tested, unless the matches gather further down
 * the order than its first rows (one name they all share), when they are sorted after all.
 */
export function glossaryPageIds(
  db: Db,
): (locale: Locale, filter: GlossaryFilter, request: GlossaryPageRequest) => Promise<GlossaryPageIds> {
  const matches = (locale: Locale, filter: GlossaryFilter) =>
    db
      .select({ one: sql`1` })
      .from(glossarySearchRows)
      .where(matching(locale, filter));

  /** The matches from the trigram index, sorted: the page, and how many there are (no more than `cap` + 1). */
  const sorted = async (
    locale: Locale,
    filter: GlossaryFilter,
    { pageNumber, pageSize }: GlossaryPageRequest,
    cap?: number,
  ): Promise<GlossaryPageIds> => {
    // Materialized, so that the planner sorts what the index finds rather than walking the name order to test it.
    const found = await db.execute(sql`
      with matches as materialized (
        select ${glossarySearchRows.entryId} as id, ${glossarySearchRows.businessName} as name
        from ${glossarySearchRows} where ${matching(locale, filter)}
        ${cap === undefined ? sql`` : sql`limit ${cap + 1}`})
      select counted.total, page.id
      from (select count(*)::int as total from matches) as counted
      left join (select id from matches order by name, id limit ${pageSize} offset ${pageNumber * pageSize}) as page
        on true`);
    const rows = rowsOf<{ total: number; id: string | null }>(found);
    return { total: rows[0]?.total ?? 0, ids: rows.flatMap((row) => (row.id ? [row.id] : [])) };
  };

  /** The page walking the name order (its first `budget` rows only, when given) and testing each row. */
  const walked = async (
    locale: Locale,
    filter: GlossaryFilter,
    { pageNumber, pageSize }: GlossaryPageRequest,
    budget?: number,
  ): Promise<string[]> => {
    const order = db
      .select({
        id: glossarySearchRows.entryId,
        name: glossarySearchRows.businessName,
        topic: glossarySearchRows.topic,
        products: glossarySearchRows.products,
        searchText: glossarySearchRows.searchText,
      })
      .from(glossarySearchRows)
      .where(eq(glossarySearchRows.locale, locale))
      .orderBy(asc(glossarySearchRows.businessName), asc(glossarySearchRows.entryId))
      .$dynamic();
    const walk = (budget === undefined ? order : order.limit(budget)).as('walk');
    // strpos is the search's substring test too, but no index answers it: the walk tests the rows it reads.
    const found = await db
      .select({ id: walk.id })
      .from(walk)
      .where(
        and(
          filtersOn(walk, filter),
          filter.search ? sql`strpos(${walk.searchText}, ${filter.search.toLowerCase()}) > 0` : undefined,
        ),
      )
      .orderBy(asc(walk.name), asc(walk.id))
      .limit(pageSize)
      .offset(pageNumber * pageSize);
    return found.map((row) => row.id);
  };

  return async (locale, filter, request) => {
    if (!filter.search) {
      // A product or topic alone is shared by many elements: the name order finds them.
      const counted = await countOrEstimate(db, matches(locale, filter), MAX_COUNTED_MATCHES);
      return { total: counted.count, ids: await walked(locale, filter, request) };
    }
    const few = await sorted(locale, filter, request, MAX_COUNTED_MATCHES);
    if (few.total <= MAX_COUNTED_MATCHES) return few;
    const total = await estimateBeyond(db, matches(locale, filter), MAX_COUNTED_MATCHES);
    const ids = await walked(locale, filter, request, WALK_BUDGET);
    if (ids.length === request.pageSize) return { total, ids };
    return { total, ids: (await sorted(locale, filter, request)).ids };
  };
}
