import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../platform/audit/activity-log.schema';
import { jobs } from '../../platform/jobs';
import { companyIdNamed } from '../../platform/testing/demo-records';
import { openSeededTestApp, type SeededTestApp } from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { writeEntries } from './activity-log-fixtures';
import {
  activityLogRetentionHandler,
  activityLogRetentionJob,
  RETENTION_BATCH_SIZE,
  scheduleActivityLogRetention,
} from './activity-log-retention';

const DAY_MS = 86_400_000;
const RETENTION_DAYS = 400;

describe.each(testDatabaseTargets)('the activity log’s retention on $name', (target) => {
  let portal: SeededTestApp;

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
  });
  afterAll(() => portal?.close());

  const daysAgo = (days: number) => new Date(portal.now().getTime() - days * DAY_MS);
  const pendingRuns = () =>
    portal.database.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, activityLogRetentionJob.name), inArray(jobs.status, ['queued', 'running'])));
  /** Runs the handler as the worker would, its work in one transaction. */
  const runRetention = () =>
    activityLogRetentionHandler(
      RETENTION_DAYS,
      portal.now,
    )({
      payload: {},
      job: { id: 'test', kind: activityLogRetentionJob.name, attempt: 1, maxAttempts: 5 },
      db: portal.database.db,
      complete: (work) => portal.database.db.transaction(work),
    });

  it('queues one run however many times the servers start', async () => {
    await scheduleActivityLogRetention(portal.database.db, portal.now);
    await scheduleActivityLogRetention(portal.database.db, portal.now);
    expect(await pendingRuns()).toEqual([{ runAt: portal.now() }]);
  });

  it('deletes only entries older than the retention, and runs again a day later', async () => {
    const companyId = await companyIdNamed(portal.database.db, 'Acme Foods');
    const entry = (entityId: string, createdAt: Date) => ({
      createdAt,
      actor: 'admin@acme-foods.test',
      event: 'PROFILE_UPDATED' as const,
      description: 'x',
      entityId,
    });
    await writeEntries(portal.database.db, companyId, [
      entry('expired', daysAgo(RETENTION_DAYS + 1)),
      entry('kept', daysAgo(RETENTION_DAYS - 1)),
    ]);
    await portal.database.db.delete(jobs).where(eq(jobs.kind, activityLogRetentionJob.name));

    expect(await runRetention()).toEqual({ deleted: 1 });
    const left = await portal.database.db
      .select({ entityId: activityLog.entityId })
      .from(activityLog)
      .where(inArray(activityLog.entityId, ['expired', 'kept']));
    expect(left).toEqual([{ entityId: 'kept' }]);
    expect(await pendingRuns()).toEqual([{ runAt: new Date(portal.now().getTime() + DAY_MS) }]);
    // Run again, it finds nothing more to delete.
    expect(await runRetention()).toEqual({ deleted: 0 });
  });

  it('runs again at once while a full batch was deleted', async () => {
    const companyId = await companyIdNamed(portal.database.db, 'Nopal Foods');
    const old = daysAgo(RETENTION_DAYS + 10);
    await writeEntries(
      portal.database.db,
      companyId,
      Array.from({ length: RETENTION_BATCH_SIZE + 1 }, (_, index) => ({
        createdAt: old,
        actor: 'admin@nopal-foods.test',
        event: 'SIGN_IN' as const,
        description: 'x',
        entityId: `old-${index}`,
      })),
    );
    await portal.database.db.delete(jobs).where(eq(jobs.kind, activityLogRetentionJob.name));
    expect(await runRetention()).toEqual({ deleted: RETENTION_BATCH_SIZE });
    expect(await pendingRuns()).toEqual([{ runAt: portal.now() }]);
    await portal.database.db.delete(jobs).where(eq(jobs.kind, activityLogRetentionJob.name));
    expect(await runRetention()).toEqual({ deleted: 1 });
  });
});
