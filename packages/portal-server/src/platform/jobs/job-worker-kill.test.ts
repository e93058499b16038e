import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { WORKSPACE_SOURCE_CONDITION } from '../../../../../scripts/workspace-source.mjs';
import { packageRoot } from '../../package-paths';
import { openDatabase } from '../db/database';
import { systemClock } from '../clock';
import { openMigratedTestDatabase } from '../testing/migrated-test-database';
import { testDatabaseTargets } from '../testing/test-databases';
import { JobHandlers } from './job-handlers';
import { createJobQueue } from './job-queue';
import { startJobWorker } from './job-worker';
import { jobs } from './jobs.schema';
import { createJobEffectsTable, effectJob, effectJobHandler, effectsOf } from './testing/effect-job';
import { EFFECT_WRITTEN } from './testing/hang-in-job';

/** Starts the hanging worker process on the database and resolves once its job hangs after writing the effect. */
function startHangingWorker(location: unknown) {
  const child = spawn(
    process.execPath,
    [
      `--conditions=${WORKSPACE_SOURCE_CONDITION}`,
      '--import',
      'tsx',
      join('src', 'platform', 'jobs', 'testing', 'hang-in-job.ts'),
      JSON.stringify(location),
    ],
    { cwd: packageRoot },
  );
  let output = '';
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_, signal) => resolve(signal)));
  const hanging = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(EFFECT_WRITTEN)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`The worker process exited first:\n${output}`)));
  });
  return { child, hanging, exited };
}

describe.each(testDatabaseTargets)('a job killed with -9 on $name', (target) => {
  it('is taken over once its lease passes and completes exactly once', { timeout: 120_000 }, async () => {
    const opened = await openMigratedTestDatabase(target);
    const { fresh, database } = opened;
    await createJobEffectsTable(database.db);
    const id = await database.db.transaction((tx) =>
      createJobQueue(systemClock).enqueue(tx, effectJob, { label: 'killed' }),
    );
    // The embedded database is one process's at a time.
    await database.close();

    const worker = startHangingWorker(fresh.location);
    try {
      await worker.hanging;
    } finally {
      worker.child.kill('SIGKILL');
    }
    expect(await worker.exited).toBe('SIGKILL');

    // After the "restart": the data folder's stale lock is taken over, the killed transaction is gone.
    const restarted = await openDatabase(fresh.location);
    try {
      const db = restarted.db;
      expect(await effectsOf(db, id)).toEqual([]);
      const [killed] = await db.select().from(jobs).where(eq(jobs.id, id));
      expect(killed).toMatchObject({ status: 'running', attempts: 1 });

      const successor = startJobWorker({
        db,
        handlers: new JobHandlers().register(effectJob, effectJobHandler()),
        idlePollMs: 50,
      });
      const done = await vi.waitFor(
        async () => {
          const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
          expect(row?.status).toBe('succeeded');
          return row;
        },
        { timeout: 30_000, interval: 50 },
      );
      await successor.stop();

      const effects = await effectsOf(db, id);
      expect(effects).toMatchObject([{ attempt: 2, label: 'killed' }]);
      expect(done).toMatchObject({ attempts: 2, result: { effectId: effects[0]?.id }, lastError: null });
    } finally {
      await restarted.close();
      await opened.close();
    }
  });
});
