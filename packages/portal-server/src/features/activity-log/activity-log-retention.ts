// Entries are kept for a while (ACTIVITY_LOG_RETENTION_DAYS), then a daily job deletes them a batch at a time.
import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { activityLog } from '../../platform/audit/activity-log.schema';
import type { Clock } from '../../platform/clock';
import { ACTIVITY_LOG_RETENTION_LOCK_KEY } from '../../platform/db/advisory-lock-keys';
import type { Db, DbTransaction } from '../../platform/db/database';
import { createJobQueue, jobs, type JobHandler, type JobKind } from '../../platform/jobs';

/** Entries deleted by one run; a run that fills it runs again at once. */
export const RETENTION_BATCH_SIZE = 5000;
const DAY_MS = 86_400_000;

export const activityLogRetentionJob: JobKind<Record<string, never>, { deleted: number }> = {
  name: 'activity-log.retention',
  payload: v.strictObject({}),
  result: v.object({ deleted: v.number() }),
};

/** Whether a retention run is queued or running: there is exactly one while the server runs. */
async function hasPendingRun(tx: DbTransaction): Promise<boolean> {
  const [pending] = await tx
    .select({ runs: count() })
    .from(jobs)
    .where(and(eq(jobs.kind, activityLogRetentionJob.name), inArray(jobs.status, ['queued', 'running'])));
  return (pending?.runs ?? 0) > 0;
}

/**
 * Queues the first retention run unless one is queued or running: called at every start, by every instance, so
 * the transaction-scoped advisory lock keeps two starting instances from both queueing one.
 */
export async function scheduleActivityLogRetention(db: Db, clock: Clock): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACTIVITY_LOG_RETENTION_LOCK_KEY})`);
    if (!(await hasPendingRun(tx))) await createJobQueue(clock).enqueue(tx, activityLogRetentionJob, {});
  });
}

/**
 * Deletes a batch of entries older than `retentionDays`, then queues the next run in the same transaction as
 * this one's success (so one is always pending): at once while full batches remain, otherwise a day later.
 */
export function activityLogRetentionHandler(
  retentionDays: number,
  clock: Clock,
): JobHandler<Record<string, never>, { deleted: number }> {
  const queue = createJobQueue(clock);
  return ({ complete }) =>
    complete(async (tx) => {
      const cutoff = new Date(clock().getTime() - retentionDays * DAY_MS);
      const oldest = tx
        .select({ id: activityLog.id })
        .from(activityLog)
        .where(lt(activityLog.createdAt, cutoff))
        .limit(RETENTION_BATCH_SIZE);
      const deleted = await tx
        .delete(activityLog)
        .where(inArray(activityLog.id, oldest))
        .returning({ id: activityLog.id });
      const more = deleted.length === RETENTION_BATCH_SIZE;
      await queue.enqueue(
        tx,
        activityLogRetentionJob,
        {},
        { runAt: new Date(clock().getTime() + (more ? 0 : DAY_MS)) },
      );
      return { deleted: deleted.length };
    });
}
