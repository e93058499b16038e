import * as v from 'valibot';
import type { Db, DbTransaction } from '../db/database';
import type { JobKind } from './job-kind';

/** The job being run, as its handler sees it. */
export interface JobRun {
  readonly id: string;
  readonly kind: string;
  /** 1 on the first run; an interrupted run counts. */
  readonly attempt: number;
  readonly maxAttempts: number;
}

export interface JobContext<Payload, Result> {
  readonly payload: Payload;
  readonly job: JobRun;
  /** For work before the job's transaction: reads, and effects that leave the database. */
  readonly db: Db;
  /**
   * Runs `work` in the transaction that also marks the job succeeded, with what `work` answers as the job's
   * result: both commit, or neither. Database work done here happens exactly once; work done before it runs
   * again when an attempt is interrupted or superseded, so it must be safe to repeat. Call it once, last.
   */
  complete(work: (tx: DbTransaction) => Promise<Result>): Promise<Result>;
}

export type JobHandler<Payload, Result> = (context: JobContext<Payload, Result>) => Promise<Result>;

/** What the worker hands a registered handler, before the payload and result are checked against the kind. */
export interface JobExecution {
  readonly payload: unknown;
  readonly job: JobRun;
  readonly db: Db;
  complete<T>(work: (tx: DbTransaction) => Promise<T>): Promise<T>;
}

type RegisteredHandler = (execution: JobExecution) => Promise<unknown>;

/** The handler of each job kind a worker runs. */
export class JobHandlers {
  readonly #byKind = new Map<string, RegisteredHandler>();

  register<Payload, Result>(kind: JobKind<Payload, Result>, handler: JobHandler<Payload, Result>): this {
    if (this.#byKind.has(kind.name)) throw new Error(`A handler for ${kind.name} jobs is already registered`);
    this.#byKind.set(kind.name, ({ payload, job, db, complete }) =>
      handler({
        payload: v.parse(kind.payload, payload),
        job,
        db,
        complete: (work) => complete(async (tx) => v.parse(kind.result, await work(tx))),
      }),
    );
    return this;
  }

  /** Runs the job with its kind's handler; a kind without one fails the attempt. */
  async run(execution: JobExecution): Promise<unknown> {
    const handler = this.#byKind.get(execution.job.kind);
    if (!handler) throw new Error(`This server has no handler for ${execution.job.kind} jobs`);
    return handler(execution);
  }
}
