import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './database';

export interface CountedRows {
  readonly count: number;
  /** False when more than the cap matched: the count is then the cap + 1, or the planner's estimate. */
  readonly exact: boolean;
}

/** The rows of a raw query: both drivers (node-postgres and PGlite) answer them as `rows`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The estimated row count of an EXPLAIN (FORMAT JSON) answer; node-postgres parses the JSON, PGlite may not. */
function plannedRows(result: unknown): number {
  const [row] = rowsOf<Record<string, unknown>>(result);
  const plan = row ? Object.values(row)[0] : undefined;
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return parsed[0].Plan['Plan Rows'];
}

/** The planner's estimate of how many rows `matches` (a select) answers. */
const estimatedRows = async (db: Db, matches: SQLWrapper): Promise<number> =>
  Math.round(plannedRows(await db.execute(sql`explain (format json) ${matches}`)));

/** How many rows `matches` (a select) answers, counted no further than cap + 1: `exact` is false past the cap. */
export async function countUpTo(db: Db, matches: SQLWrapper, cap: number): Promise<CountedRows> {
  const counted = await db.execute(sql`select count(*)::int as count from (${matches} limit ${cap + 1}) as capped`);
  const count = rowsOf<{ count: number }>(counted)[0]?.count ?? 0;
  return { count, exact: count <= cap };
}

/**
 * How many rows `matches` answers: exactly up to `cap`, beyond it the planner's estimate (never below cap + 1).
 * Counting every one of hundreds of thousands of matches costs far more than the page itself, and a list that long
 * is narrowed, not read to its end.
 */
export async function countOrEstimate(db: Db, matches: SQLWrapper, cap: number): Promise<CountedRows> {
  const counted = await countUpTo(db, matches, cap);
  return counted.exact ? counted : { count: await estimateBeyond(db, matches, cap), exact: false };
}

/** The planner's estimate of the rows `matches` answers, never below cap + 1: for a count known to pass the cap. */
export const estimateBeyond = async (db: Db, matches: SQLWrapper, cap: number): Promise<number> =>
  Math.max(cap + 1, await estimatedRows(db, matches));
