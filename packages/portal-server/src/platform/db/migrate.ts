import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../package-paths';
import { MIGRATIONS_LOCK_KEY } from './advisory-lock-keys';
import type { Database } from './database';

/** Applies the migrations the database has not seen yet; runs at every start. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    // The data folder lock already makes this process the only one on the database.
    await migratePglite(database.db, { migrationsFolder });
    return;
  }
  const connection = await database.pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY]);
    await migrateNodePostgres(drizzle({ client: connection }), { migrationsFolder });
  } finally {
    // Discarding the connection ends its session, which releases the advisory lock in every case.
    connection.release(true);
  }
}
