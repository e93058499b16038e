import { lte, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { rateLimitCounters } from './rate-limit.schema';

/** How much a key may spend (requests, events…) within each window. */
export interface RateLimit {
  readonly limit: number;
  readonly windowSeconds: number;
}

/** One key to charge, under its limit. */
export interface RateLimitCharge {
  readonly key: string;
  readonly rateLimit: RateLimit;
}

export type RateLimitVerdict =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

export interface RateLimiter {
  /**
   * Adds `amount` to the current window of every key, each with one atomic upsert, and allows the request only
   * while no key is over its limit. Counting comes before the verdict, so concurrent requests cannot slip past
   * a count read before the others were added. A refused request counts too: a client over the limit stays
   * refused until the window ends, which the verdict's Retry-After says.
   */
  charge(charges: readonly RateLimitCharge[], amount: number): Promise<RateLimitVerdict>;
}

/** Closed windows are deleted at most this often by each instance. */
const CLEANUP_INTERVAL_MS = 60_000;

export function createRateLimiter(db: Db, clock: Clock): RateLimiter {
  let lastCleanupAt = Number.NEGATIVE_INFINITY;

  const deleteClosedWindows = async (now: Date) => {
    if (now.getTime() - lastCleanupAt < CLEANUP_INTERVAL_MS) return;
    lastCleanupAt = now.getTime();
    await db.delete(rateLimitCounters).where(lte(rateLimitCounters.windowEnd, now));
  };

  /** Adds to the key's current window; answers the window's count and end. */
  const add = async ({ key, rateLimit }: RateLimitCharge, amount: number, now: Date) => {
    const windowMs = rateLimit.windowSeconds * 1000;
    const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
    const windowEnd = new Date(windowStart + windowMs);
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, windowStart: new Date(windowStart), windowEnd, count: amount })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + ${amount}` },
      })
      .returning({ count: rateLimitCounters.count });
    if (!row) throw new Error(`Counting ${key} returned no row`);
    return { over: row.count > rateLimit.limit, windowEnd };
  };

  return {
    async charge(charges, amount) {
      const now = clock();
      await deleteClosedWindows(now);
      const counted = await Promise.all(charges.map((charge) => add(charge, amount, now)));
      const over = counted.filter((window) => window.over);
      if (over.length === 0) return { allowed: true };
      const reopensAt = Math.max(...over.map(({ windowEnd }) => windowEnd.getTime()));
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((reopensAt - now.getTime()) / 1000)) };
    },
  };
}
