import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../db/check-constraints';

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

/**
 * Work the server does in the background, written in the transaction of the change that asks for it and
 * claimed by the workers of every server instance with `FOR UPDATE SKIP LOCKED`.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Names the handler that runs the job, e.g. `mail.deliver`. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    /** Runs started so far, the current one included: an interrupted run counts. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Not claimed before this time: when it was enqueued for, or when its next retry is due. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** While running: the lease. A job whose lease has passed was interrupted and is claimed again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** While running: the worker holding the lease. */
    lockedBy: text('locked_by'),
    /** Why the last attempt failed. */
    lastError: text('last_error'),
    /** What the handler answered, once succeeded. */
    result: jsonb('result').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    // The two ways a job becomes claimable: due while queued, or its lease passed while running.
    index('jobs_queued_run_at_idx')
      .on(table.runAt)
      .where(sql`${table.status} = 'queued'`),
    index('jobs_running_locked_until_idx')
      .on(table.lockedUntil)
      .where(sql`${table.status} = 'running'`),
    check('jobs_status_check', isOneOf(table.status, JOB_STATUSES)),
    check('jobs_attempts_check', sql`${table.attempts} >= 0 and ${table.maxAttempts} >= 1`),
    check(
      'jobs_lease_check',
      sql`(${table.status} = 'running') = (${table.lockedBy} is not null and ${table.lockedUntil} is not null)`,
    ),
  ],
);
