// Where every benchmark runs: a database of its own, on the server DATABASE_URL names or on a throwaway PostgreSQL
// cluster, so that its millions of rows never touch a database someone uses.
import pg from 'pg';
import { startThrowawayPostgres } from '../../../scripts/lib/postgres.mjs';
import { openDatabase, type Database } from '../src/platform/db/database';
import { migrateDatabase } from '../src/platform/db/migrate';

export interface BenchmarkDatabase {
  readonly url: string;
  /** Drops the database, and stops the throwaway cluster when there is one. */
  drop(): Promise<void>;
}

export interface BenchmarkDatabaseOptions {
  /** Keep the database `<name>` on DATABASE_URL's server between runs, to measure again without loading again. */
  readonly keep?: boolean;
}

/**
 * Creates the database `<name>_<pid>` on DATABASE_URL's server, or on a throwaway cluster without it; with `keep`,
 * opens `<name>` there (created the first time) and never drops it.
 */
export async function benchmarkDatabase(
  name: string,
  { keep = false }: BenchmarkDatabaseOptions = {},
): Promise<BenchmarkDatabase> {
  if (keep && !process.env.DATABASE_URL) throw new Error('A kept benchmark database needs DATABASE_URL');
  const cluster = process.env.DATABASE_URL ? undefined : await startThrowawayPostgres();
  const serverUrl = process.env.DATABASE_URL ?? cluster?.url;
  if (!serverUrl) throw new Error('Set DATABASE_URL, or install PostgreSQL for a throwaway cluster');
  const database = keep ? name : `${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [database]);
  if (found.rowCount === 0) await admin.query(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    async drop() {
      if (!keep) await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
      cluster?.stop();
    },
  };
}

/** Runs `body` on a migrated database of the benchmark's own (see benchmarkDatabase), dropped afterwards. */
export async function onBenchmarkDatabase(
  name: string,
  body: (database: Database) => Promise<void>,
  options: BenchmarkDatabaseOptions = {},
): Promise<void> {
  const scratch = await benchmarkDatabase(name, options);
  const database = await openDatabase({ dataDir: '', databaseUrl: scratch.url });
  try {
    await migrateDatabase(database);
    await body(database);
  } finally {
    await database.close();
    await scratch.drop();
  }
}
