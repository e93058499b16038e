import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { manualClock } from '../testing/manual-clock';
import { openMigratedTestDatabase, type MigratedTestDatabase } from '../testing/migrated-test-database';
import { testDatabaseTargets } from '../testing/test-databases';
import { JobHandlers, type JobHandler } from './job-handlers';
import { createJobQueue } from './job-queue';
import { startJobWorker, type JobWorker, type JobWorkerOptions } from './job-worker';
import { jobs } from './jobs.schema';
import { createJobEffectsTable, effectJob, effectJobHandler, effectsOf } from './testing/effect-job';

const waitLong = { timeout: 20_000, interval: 20 };

describe.each(testDatabaseTargets)('the job worker on $name', (target) => {
  let opened: MigratedTestDatabase;
  let db: Database['db'];
  const { clock, advanceBy } = manualClock(new Date('2026-11-22T09:00:00.000Z'));
  const queue = createJobQueue(clock);
  const workers: JobWorker[] = [];
  const reported: string[] = [];

  beforeAll(async () => {
    opened = await openMigratedTestDatabase(target);
    db = opened.database.db;
    await createJobEffectsTable(db);
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });

  afterAll(() => opened?.close());

  function startWorker(
    handler: JobHandler<{ label: string }, { effectId: string }>,
    options: Partial<JobWorkerOptions> = {},
  ) {
    const worker = startJobWorker({
      db,
      handlers: new JobHandlers().register(effectJob, handler),
      clock,
      idlePollMs: 20,
      report: (message) => reported.push(message),
      ...options,
    });
    workers.push(worker);
    return worker;
  }

  const enqueue = (label: string, options?: { maxAttempts?: number }) =>
    db.transaction((tx) => queue.enqueue(tx, effectJob, { label }, options));

  const jobRow = async (id: string) => {
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    if (!row) throw new Error(`No job ${id}`);
    return row;
  };

  const settled = (id: string) =>
    vi.waitFor(async () => {
      const row = await jobRow(id);
      expect(['succeeded', 'failed']).toContain(row.status);
      return row;
    }, waitLong);

  it('runs a job once and stores its result', async () => {
    const id = await enqueue('once');
    startWorker(effectJobHandler());
    const row = await settled(id);
    const effects = await effectsOf(db, id);
    expect(effects).toHaveLength(1);
    expect(row).toMatchObject({
      kind: 'test.effect',
      status: 'succeeded',
      attempts: 1,
      result: { effectId: effects[0]?.id },
      lastError: null,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: clock(),
    });
  });

  it('enqueues nothing when the change that asked for the job rolls back', async () => {
    const before = await db.$count(jobs);
    await expect(
      db.transaction(async (tx) => {
        await queue.enqueue(tx, effectJob, { label: 'undone' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.$count(jobs)).toBe(before);
  });

  it('refuses a payload its kind does not describe', async () => {
    await expect(
      db.transaction((tx) => queue.enqueue(tx, effectJob, { label: 7 } as unknown as { label: string })),
    ).rejects.toThrow();
  });

  it('retries a failing job after a growing delay, undoing each failed attempt, until it succeeds', async () => {
    const id = await enqueue('flaky', { maxAttempts: 3 });
    startWorker(
      effectJobHandler({
        afterEffect: async ({ attempt }) => {
          if (attempt < 3) throw new Error(`attempt ${attempt} failed`);
        },
      }),
      { retryDelay: (attempt) => attempt * 60_000 },
    );
    for (const attempt of [1, 2]) {
      const failedAt = clock();
      const row = await vi.waitFor(async () => {
        const current = await jobRow(id);
        expect(current).toMatchObject({ status: 'queued', attempts: attempt });
        return current;
      }, waitLong);
      expect(row).toMatchObject({ lastError: `attempt ${attempt} failed`, lockedBy: null, finishedAt: null });
      expect(row.runAt).toEqual(new Date(failedAt.getTime() + attempt * 60_000));
      expect(await effectsOf(db, id)).toEqual([]);
      advanceBy(attempt * 60_000 - 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: attempt });
      advanceBy(1);
    }
    expect(await settled(id)).toMatchObject({ status: 'succeeded', attempts: 3, lastError: null });
    expect(await effectsOf(db, id)).toMatchObject([{ attempt: 3 }]);
  });

  it('gives a job up as failed, with the last error, when its attempts run out', async () => {
    const id = await enqueue('hopeless', { maxAttempts: 2 });
    startWorker(
      effectJobHandler({
        beforeComplete: async ({ attempt }) => {
          throw new Error(`no luck on attempt ${attempt}`);
        },
      }),
      { retryDelay: () => 0 },
    );
    expect(await settled(id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'no luck on attempt 2',
      result: null,
      finishedAt: clock(),
    });
  });

  it('fails the attempts of a kind it has no handler for', async () => {
    const id = await db.transaction((tx) =>
      queue.enqueue(tx, { ...effectJob, name: 'test.unknown' }, { label: 'nobody' }, { maxAttempts: 1 }),
    );
    startWorker(effectJobHandler());
    expect(await settled(id)).toMatchObject({
      status: 'failed',
      lastError: 'This server has no handler for test.unknown jobs',
    });
  });

  it('rolls back the work of a run whose lease another worker took over, which completes the job once', async () => {
    const id = await enqueue('taken over');
    let releaseFirst = () => {};
    const firstMayComplete = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstStarted = () => {};
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    startWorker(
      effectJobHandler({
        beforeComplete: async () => {
          firstStarted();
          await firstMayComplete;
        },
      }),
      { leaseMs: 60_000 },
    );
    await started;
    // The first worker hangs past its lease (its renewals run on the real clock, far slower than this one).
    advanceBy(60_001);
    startWorker(effectJobHandler());
    expect(await settled(id)).toMatchObject({ status: 'succeeded', attempts: 2 });
    releaseFirst();
    await vi.waitFor(() => expect(reported).toContain(`job ${id} was taken over by another worker`), waitLong);
    expect(await effectsOf(db, id)).toMatchObject([{ attempt: 2 }]);
    expect(await jobRow(id)).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('never runs a job twice when several workers claim at once', { timeout: 120_000 }, async () => {
    const count = 60;
    const ids = await db.transaction(async (tx) => {
      const enqueued: string[] = [];
      for (let index = 0; index < count; index += 1) {
        enqueued.push(await queue.enqueue(tx, effectJob, { label: `parallel ${index}` }));
      }
      return enqueued;
    });
    // Like separate server instances: on PostgreSQL each worker gets a pool of its own.
    const instances = await Promise.all(
      [1, 2, 3].map(async () =>
        target.name === 'PostgreSQL' ? await openDatabase(opened.fresh.location) : opened.database,
      ),
    );
    const runs: string[][] = instances.map(() => []);
    instances.forEach((instance, index) =>
      startWorker(
        effectJobHandler({
          beforeComplete: async (job) => {
            runs[index]?.push(job.id);
          },
        }),
        { db: instance.db, concurrency: 3 },
      ),
    );
    await vi.waitFor(
      async () => expect(await db.$count(jobs, eq(jobs.status, 'succeeded'))).toBeGreaterThanOrEqual(count),
      { timeout: 60_000, interval: 50 },
    );
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await Promise.all(instances.filter((instance) => instance !== opened.database).map((i) => i.close()));

    const allRuns = runs.flat().filter((jobId) => ids.includes(jobId));
    expect(allRuns).toHaveLength(count);
    expect(new Set(allRuns).size).toBe(count);
    for (const id of ids) expect(await effectsOf(db, id)).toHaveLength(1);
    if (target.name === 'PostgreSQL') expect(runs.filter((run) => run.length > 0).length).toBeGreaterThan(1);
  });
});
