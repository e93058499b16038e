// A job kind for the worker's tests only: its handler writes an effect row in the job's transaction, so a test
// can count how often a job's database work really happened.
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import type { Db } from '../../db/database';
import type { JobHandler, JobRun } from '../job-handlers';
import type { JobKind } from '../job-kind';

/** Created by the tests themselves: it is no part of the schema. */
export const jobEffects = pgTable('job_effects', {
  id: uuid('id').primaryKey().defaultRandom(),
  jobId: uuid('job_id').notNull(),
  attempt: integer('attempt').notNull(),
  label: text('label').notNull(),
});

export async function createJobEffectsTable(db: Db): Promise<void> {
  await db.execute(
    sql`create table job_effects (id uuid primary key default gen_random_uuid(), job_id uuid not null, attempt integer not null, label text not null)`,
  );
}

export const effectsOf = (db: Db, jobId: string) => db.select().from(jobEffects).where(eq(jobEffects.jobId, jobId));

export const effectJob: JobKind<{ label: string }, { effectId: string }> = {
  name: 'test.effect',
  payload: v.object({ label: v.string() }),
  result: v.object({ effectId: v.pipe(v.string(), v.uuid()) }),
};

export interface EffectJobHooks {
  /** Before the job's transaction begins. */
  beforeComplete?(job: JobRun): Promise<void>;
  /** Inside the job's transaction, once the effect row is written: throwing fails the attempt and undoes it. */
  afterEffect?(job: JobRun): Promise<void>;
}

export function effectJobHandler(hooks: EffectJobHooks = {}): JobHandler<{ label: string }, { effectId: string }> {
  return async ({ payload, job, complete }) => {
    await hooks.beforeComplete?.(job);
    return complete(async (tx) => {
      const [effect] = await tx
        .insert(jobEffects)
        .values({ jobId: job.id, attempt: job.attempt, label: payload.label })
        .returning({ id: jobEffects.id });
      if (!effect) throw new Error('The effect row was not written');
      await hooks.afterEffect?.(job);
      return { effectId: effect.id };
    });
  };
}
