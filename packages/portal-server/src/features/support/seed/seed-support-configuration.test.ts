import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededTestApp, type SeededTestApp } from '../../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../../platform/testing/test-databases';
import { supportIssueTexts, supportIssues, supportTypeMarkets } from '../support.schema';
import { insertSupportConfiguration, lacksSupportConfiguration } from './seed-support-configuration';

/** Issues an earlier version did not list, with everything under them. */
const NEWER_ISSUES = [2102, 2103, 2104, 2105, 2048, 2049];

describe.each(testDatabaseTargets)('seeding the support catalogue on $name', (target) => {
  let portal: SeededTestApp;

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
  });

  afterAll(() => portal?.close());

  const counts = async () => ({
    issues: await portal.database.db.$count(supportIssues),
    texts: await portal.database.db.$count(supportIssueTexts),
    markets: await portal.database.db.$count(supportTypeMarkets),
  });

  it('finds nothing lacking in a seeded database, and inserting again changes nothing', async () => {
    const before = await counts();
    await portal.database.db.transaction(async (tx) => {
      expect(await lacksSupportConfiguration(tx)).toBe(false);
      await insertSupportConfiguration(tx);
    });
    expect(await counts()).toEqual(before);
  });

  it('gives a database seeded by an earlier version the entries it lacks', async () => {
    const complete = await counts();
    await portal.database.db.delete(supportIssues).where(inArray(supportIssues.id, NEWER_ISSUES));
    expect((await counts()).issues).toBeLessThan(complete.issues);

    await portal.database.db.transaction(async (tx) => {
      expect(await lacksSupportConfiguration(tx)).toBe(true);
      await insertSupportConfiguration(tx);
      expect(await lacksSupportConfiguration(tx)).toBe(false);
    });
    expect(await counts()).toEqual(complete);
  });
});
