import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { systemClock, type Clock } from '../clock';
import type { Db } from '../db/database';
import type { JobHandlers } from './job-handlers';
import { claimJobs, lockHeldJob, markAttemptFailed, markSucceeded, renewLease, type ClaimedJob } from './job-leases';
import { retryDelayMs } from './retry-delay';

export interface JobWorkerOptions {
  readonly db: Db;
  readonly handlers: JobHandlers;
  /** The time leases and retries are measured by; every instance's clock should agree to within seconds. */
  readonly clock?: Clock;
  /** Jobs run at the same time. */
  readonly concurrency?: number;
  /** How long a claimed job stays this worker's without being renewed: how soon a killed run is taken over. */
  readonly leaseMs?: number;
  /** How long the worker waits before looking again when it found less work than it could take. */
  readonly idlePollMs?: number;
  /** Milliseconds to wait before retrying a job whose attempt number `attempt` failed. */
  readonly retryDelay?: (attempt: number) => number;
  /** Where the worker reports what it could not do or record. */
  readonly report?: (message: string, error?: unknown) => void;
}

export interface JobWorker {
  readonly id: string;
  /**
   * Stops claiming jobs and waits up to `graceMs` for the running ones to finish. Any still running then are left
   * to their leases: once those pass, another worker (or this server after a restart) runs them again.
   */
  stop(graceMs?: number): Promise<void>;
}

const DEFAULT_JOB_WORKER = { concurrency: 4, leaseMs: 30_000, idlePollMs: 1000 } as const;

/** Thrown inside a job's transaction to roll it back when another worker has taken the job over. */
class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
}

const describeError = (error: unknown): string =>
  error instanceof Error
    ? [error.message, error.cause instanceof Error ? error.cause.message : undefined].filter(Boolean).join(': ')
    : String(error);

const reportToConsole = (message: string, error?: unknown) => console.error(`Job worker: ${message}`, error ?? '');

/**
 * Starts a worker that claims due jobs (a batch at a time, `FOR UPDATE SKIP LOCKED`, so the workers of several
 * instances never claim the same job), runs each with its kind's handler under a lease it keeps renewing, and
 * records the result, or the error and the retry, backing off exponentially until the job's attempts run out.
 */
export function startJobWorker({
  db,
  handlers,
  clock = systemClock,
  concurrency = DEFAULT_JOB_WORKER.concurrency,
  leaseMs = DEFAULT_JOB_WORKER.leaseMs,
  idlePollMs = DEFAULT_JOB_WORKER.idlePollMs,
  retryDelay = (attempt) => retryDelayMs(attempt),
  report = reportToConsole,
}: JobWorkerOptions): JobWorker {
  const id = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  const running = new Set<Promise<void>>();
  let stopping = false;
  let wake = () => {};

  /** Resolves after `milliseconds`, or sooner when a job finishes or the worker stops. */
  const pause = (milliseconds?: number) =>
    new Promise<void>((resolve) => {
      const timer = milliseconds === undefined ? undefined : setTimeout(resolve, milliseconds);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** Renews the lease every third of its length until the job's transaction (which locks its row) begins. */
  function keepLeased(job: ClaimedJob): () => void {
    const timer = setInterval(() => {
      renewLease(db, job, clock(), leaseMs).catch((error: unknown) => report(`renewing the lease of ${job.id}`, error));
    }, leaseMs / 3);
    return () => clearInterval(timer);
  }

  async function recordFailure(job: ClaimedJob, error: unknown): Promise<void> {
    const now = clock();
    const retryAt = job.attempts < job.maxAttempts ? new Date(now.getTime() + retryDelay(job.attempts)) : undefined;
    await markAttemptFailed(db, job, { error: describeError(error), retryAt, now });
  }

  async function run(job: ClaimedJob): Promise<void> {
    if (job.attempts > job.maxAttempts) {
      // Its last attempt was interrupted (the process died): there is no attempt left to run it with.
      await recordFailure(job, new Error(`Interrupted on its last attempt (${job.maxAttempts})`));
      return;
    }
    const stopRenewing = keepLeased(job);
    let completed = false;
    try {
      await handlers.run({
        payload: job.payload,
        job: { id: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts },
        db,
        complete(work) {
          if (completed) throw new Error('A job can be completed only once');
          completed = true;
          stopRenewing();
          return db.transaction(async (tx) => {
            if (!(await lockHeldJob(tx, job))) throw new LeaseLostError();
            const result = await work(tx);
            if (!(await markSucceeded(tx, job, result, clock()))) throw new LeaseLostError();
            return result;
          });
        },
      });
      if (!completed) throw new Error(`The ${job.kind} handler returned without completing the job`);
    } catch (error) {
      // Another worker runs the job now; this attempt's transaction was rolled back and leaves nothing behind.
      if (error instanceof LeaseLostError) report(`job ${job.id} was taken over by another worker`);
      else await recordFailure(job, error);
    } finally {
      stopRenewing();
    }
  }

  function start(job: ClaimedJob): void {
    const execution = run(job)
      .catch((error: unknown) => report(`recording the outcome of job ${job.id}`, error))
      .finally(() => {
        running.delete(execution);
        wake();
      });
    running.add(execution);
  }

  const polling = (async () => {
    while (!stopping) {
      const free = concurrency - running.size;
      if (free === 0) {
        await pause();
        continue;
      }
      let claimed: ClaimedJob[] = [];
      try {
        claimed = await claimJobs(db, { workerId: id, limit: free, now: clock(), leaseMs });
      } catch (error) {
        report('claiming jobs', error);
      }
      for (const job of claimed) start(job);
      // A full batch suggests more work is waiting: look again at once.
      if (claimed.length < free && !stopping) await pause(idlePollMs);
    }
  })();

  return {
    id,
    async stop(graceMs = 10_000) {
      stopping = true;
      wake();
      await polling;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(running), new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
    },
  };
}
