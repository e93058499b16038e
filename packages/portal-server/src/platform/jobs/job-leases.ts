// The statements a worker runs on the jobs table. Every change to a claimed job names its lease (job, worker,
// attempt): a worker whose lease was taken over by another changes nothing.
import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/database';
import { jobs } from './jobs.schema';

/** A job a worker has claimed: its row as claimed, and the lease that lets the worker change it. */
export interface ClaimedJob {
  readonly id: string;
  readonly kind: string;
  readonly payload: unknown;
  /** This run's number. */
  readonly attempts: number;
  readonly maxAttempts: number;
  readonly workerId: string;
}

const isHeldBy = (job: ClaimedJob) =>
  and(
    eq(jobs.id, job.id),
    eq(jobs.status, 'running'),
    eq(jobs.lockedBy, job.workerId),
    eq(jobs.attempts, job.attempts),
  );

const later = (now: Date, milliseconds: number) => new Date(now.getTime() + milliseconds);

/**
 * Claims up to `limit` jobs in one statement: queued ones that are due, and running ones whose lease has passed
 * (their worker died). Rows another worker is claiming or completing are locked, and skipped.
 */
export async function claimJobs(
  db: Db,
  { workerId, limit, now, leaseMs }: { workerId: string; limit: number; now: Date; leaseMs: number },
): Promise<ClaimedJob[]> {
  const claimable = db.$with('claimable').as(
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        or(
          and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now)),
        ),
      )
      .orderBy(jobs.runAt)
      .limit(limit)
      .for('update', { skipLocked: true }),
  );
  const claimed = await db
    .with(claimable)
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: workerId,
      lockedUntil: later(now, leaseMs),
    })
    .from(claimable)
    .where(eq(jobs.id, claimable.id))
    .returning({
      id: jobs.id,
      kind: jobs.kind,
      payload: jobs.payload,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
    });
  return claimed.map((job) => ({ ...job, workerId }));
}

/** Extends the lease of a job still running; answers false when the lease is no longer this worker's. */
export async function renewLease(db: Db, job: ClaimedJob, now: Date, leaseMs: number): Promise<boolean> {
  const renewed = await db
    .update(jobs)
    .set({ lockedUntil: later(now, leaseMs) })
    .where(isHeldBy(job))
    .returning({ id: jobs.id });
  return renewed.length === 1;
}

/**
 * Locks the job's row for the rest of the transaction if the lease is still this worker's: from then on no other
 * worker can claim it, even once the lease passes. Answers false when the lease was lost.
 */
export async function lockHeldJob(tx: DbTransaction, job: ClaimedJob): Promise<boolean> {
  const held = await tx.select({ id: jobs.id }).from(jobs).where(isHeldBy(job)).for('update');
  return held.length === 1;
}

/** Marks the job succeeded with its result, if the lease is still this worker's; answers whether it was. */
export async function markSucceeded(tx: DbTransaction, job: ClaimedJob, result: unknown, now: Date): Promise<boolean> {
  const done = await tx
    .update(jobs)
    .set({ status: 'succeeded', result, lastError: null, lockedBy: null, lockedUntil: null, finishedAt: now })
    .where(isHeldBy(job))
    .returning({ id: jobs.id });
  return done.length === 1;
}

/**
 * Records a failed attempt, if the lease is still this worker's: queued again for `retryAt`, or failed for good
 * when there is no retry.
 */
export async function markAttemptFailed(
  db: Db,
  job: ClaimedJob,
  { error, retryAt, now }: { error: string; retryAt: Date | undefined; now: Date },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      ...(retryAt ? { status: 'queued', runAt: retryAt } : { status: 'failed', finishedAt: now }),
      lastError: error,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(isHeldBy(job));
}
