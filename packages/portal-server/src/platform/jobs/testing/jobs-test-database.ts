import type { Database } from '../../db/database';
import { openDatabase } from '../../db/database';
import { migrateDatabase } from '../../db/migrate';
import type { FreshDatabase, TestDatabaseTarget } from '../../testing/test-databases';
import { createJobEffectsTable } from './effect-job';

/** A fresh, migrated database with the effects table, for the job tests: no demo data needed. */
export async function openJobsTestDatabase(
  target: TestDatabaseTarget,
): Promise<{ fresh: FreshDatabase; database: Database; close(): Promise<void> }> {
  const fresh = await target.create();
  const database = await openDatabase(fresh.location);
  await migrateDatabase(database);
  await createJobEffectsTable(database.db);
  return {
    fresh,
    database,
    async close() {
      await database.close();
      await fresh.remove();
    },
  };
}
