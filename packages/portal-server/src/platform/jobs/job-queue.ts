import * as v from 'valibot';
import type { Clock } from '../clock';
import type { DbTransaction } from '../db/database';
import type { JobKind } from './job-kind';
import { jobs } from './jobs.schema';

/** Attempts of a job whose kind and enqueuer name no other number. */
const DEFAULT_MAX_ATTEMPTS = 5;

export interface EnqueueOptions {
  /** Not run before this time; now unless given. */
  readonly runAt?: Date;
  /** Overrides the kind's number of attempts. */
  readonly maxAttempts?: number;
}

export interface JobQueue {
  /**
   * Adds a job. It takes the transaction of the change that asks for the job, not the database: the job exists
   * if and only if that change commits. Answers the job's id.
   */
  enqueue<Payload>(
    tx: DbTransaction,
    kind: JobKind<Payload, unknown>,
    payload: Payload,
    options?: EnqueueOptions,
  ): Promise<string>;
  /** Adds one job of the kind per payload in one statement, with the same guarantee. */
  enqueueMany<Payload>(
    tx: DbTransaction,
    kind: JobKind<Payload, unknown>,
    payloads: readonly Payload[],
    options?: EnqueueOptions,
  ): Promise<void>;
}

export function createJobQueue(clock: Clock): JobQueue {
  const rowOf = <Payload>(
    kind: JobKind<Payload, unknown>,
    payload: Payload,
    { runAt, maxAttempts }: EnqueueOptions,
    now: Date,
  ) => ({
    kind: kind.name,
    payload: v.parse(kind.payload, payload),
    maxAttempts: maxAttempts ?? kind.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    runAt: runAt ?? now,
    createdAt: now,
  });
  return {
    async enqueue(tx, kind, payload, options = {}) {
      const [job] = await tx
        .insert(jobs)
        .values(rowOf(kind, payload, options, clock()))
        .returning({ id: jobs.id });
      if (!job) throw new Error(`The ${kind.name} job was not stored`);
      return job.id;
    },
    async enqueueMany(tx, kind, payloads, options = {}) {
      if (payloads.length === 0) return;
      const now = clock();
      await tx.insert(jobs).values(payloads.map((payload) => rowOf(kind, payload, options, now)));
    },
  };
}
