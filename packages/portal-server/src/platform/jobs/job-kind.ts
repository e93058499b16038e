import type * as v from 'valibot';

/**
 * A kind of job: the name the jobs table knows it by, and the shapes of its payload and result, both stored as
 * JSON. Payloads are checked when enqueued and again when run, results before they are stored.
 */
export interface JobKind<Payload, Result> {
  readonly name: string;
  readonly payload: v.GenericSchema<unknown, Payload>;
  readonly result: v.GenericSchema<unknown, Result>;
  /** Attempts before the job is given up as failed, unless the enqueuer says otherwise. */
  readonly maxAttempts?: number;
}
