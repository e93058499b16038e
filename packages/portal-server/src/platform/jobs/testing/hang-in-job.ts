// A server-like process for the kill -9 test: it opens the database given as its argument, runs a job worker
// whose effect job hangs inside its transaction right after writing the effect row, and says so on stdout so
// that the test can kill it there.
import { openDatabase, type DatabaseLocation } from '../../db/database';
import { JobHandlers } from '../job-handlers';
import { startJobWorker } from '../job-worker';
import { effectJob, effectJobHandler } from './effect-job';

/** The line printed once the effect row is written and the process hangs. */
export const EFFECT_WRITTEN = 'effect written, hanging';

/** The lease of the killed run: short, so that the test does not wait long for it to pass. */
export const KILLED_RUN_LEASE_MS = 1500;

const [locationArgument] = process.argv.slice(2);
if (locationArgument) {
  const database = await openDatabase(JSON.parse(locationArgument) as DatabaseLocation);
  const handlers = new JobHandlers().register(
    effectJob,
    effectJobHandler({
      afterEffect: async () => {
        process.stdout.write(`${EFFECT_WRITTEN}\n`);
        await new Promise(() => {});
      },
    }),
  );
  startJobWorker({ db: database.db, handlers, leaseMs: KILLED_RUN_LEASE_MS, idlePollMs: 50 });
}
