import { openDatabase, type Database } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import type { FreshDatabase, TestDatabaseTarget } from './test-databases';

export interface MigratedTestDatabase {
  readonly fresh: FreshDatabase;
  readonly database: Database;
  /** Closes the database and deletes it. */
  close(): Promise<void>;
}

/** A fresh database with every migration and no demo data, for tests below the HTTP surface. */
export async function openMigratedTestDatabase(target: TestDatabaseTarget): Promise<MigratedTestDatabase> {
  const fresh = await target.create();
  const database = await openDatabase(fresh.location);
  await migrateDatabase(database);
  return {
    fresh,
    database,
    async close() {
      await database.close();
      await fresh.remove();
    },
  };
}
