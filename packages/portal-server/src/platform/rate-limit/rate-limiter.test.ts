import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { manualClock } from '../testing/manual-clock';
import { testDatabaseTargets, type FreshDatabase } from '../testing/test-databases';
import { rateLimitCounters } from './rate-limit.schema';
import { createRateLimiter, type RateLimiter } from './rate-limiter';

const perMinute = (limit: number) => ({ limit, windowSeconds: 60 });

describe.each(testDatabaseTargets)('the rate limiter on $name', (target) => {
  let fresh: FreshDatabase;
  let database: Database;
  // Ten seconds into a minute, so that windows end 50 seconds later.
  const time = manualClock(new Date('2026-11-22T09:00:10.000Z'));
  let limiter: RateLimiter;

  beforeAll(async () => {
    fresh = await target.create();
    database = await openDatabase(fresh.location);
    await migrateDatabase(database);
    limiter = createRateLimiter(database.db, time.clock);
  });

  afterAll(async () => {
    await database?.close();
    await fresh?.remove();
  });

  it('allows up to the limit within a window, then says when the window ends', async () => {
    const charge = [{ key: 'test:one', rateLimit: perMinute(10) }];
    expect(await limiter.charge(charge, 6)).toEqual({ allowed: true });
    expect(await limiter.charge(charge, 4)).toEqual({ allowed: true });
    expect(await limiter.charge(charge, 1)).toEqual({ allowed: false, retryAfterSeconds: 50 });
    time.advanceBy(50_000);
    expect(await limiter.charge(charge, 10)).toEqual({ allowed: true });
  });

  it('counts concurrent requests exactly, in the database', async () => {
    const charge = [{ key: 'test:concurrent', rateLimit: perMinute(10) }];
    // Two limiters stand for two server instances on one database.
    const other = createRateLimiter(database.db, time.clock);
    const verdicts = await Promise.all(
      Array.from({ length: 25 }, (_, index) => (index % 2 ? limiter : other).charge(charge, 1)),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
  });

  it('refuses when any key is over, and waits for the latest of them', async () => {
    const short = { key: 'test:short', rateLimit: perMinute(1) };
    const long = { key: 'test:long', rateLimit: { limit: 1, windowSeconds: 3600 } };
    expect(await limiter.charge([short, long], 1)).toEqual({ allowed: true });
    const refused = await limiter.charge([short, long], 1);
    expect(refused.allowed).toBe(false);
    expect(refused.allowed || refused.retryAfterSeconds).toBeGreaterThan(60);
    expect(await limiter.charge([{ key: 'test:other', rateLimit: perMinute(1) }], 1)).toEqual({ allowed: true });
  });

  it('deletes closed windows as time goes by', async () => {
    time.advanceBy(2 * 3600_000);
    await limiter.charge([{ key: 'test:later', rateLimit: perMinute(5) }], 1);
    const keys = (await database.db.select().from(rateLimitCounters)).map(({ key }) => key);
    expect(keys).toEqual(['test:later']);
  });
});
