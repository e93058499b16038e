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

/** Creates the database `<name>_<pid>` on DATABASE_URL's server, or on a throwaway cluster without it. */
export async function benchmarkDatabase(name: string): Promise<BenchmarkDatabase> {
  const cluster = process.env.DATABASE_URL ? undefined : await startThrowawayPostgres();
  const serverUrl = process.env.DATABASE_URL ?? cluster?.url;
  if (!serverUrl) throw new Error('Set DATABASE_URL, or install PostgreSQL for a throwaway cluster');
  const database = `${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
      cluster?.stop();
    },
  };
}

/** Runs `body` on a migrated database of the benchmark's own (see benchmarkDatabase), dropped afterwards. */
export async function onBenchmarkDatabase(name: string, body: (database: Database) => Promise<void>): Promise<void> {
  const scratch = await benchmarkDatabase(name);
  const database = await openDatabase({ dataDir: '', databaseUrl: scratch.url });
  try {
    await migrateDatabase(database);
    await body(database);
  } finally {
    await database.close();
    await scratch.drop();
  }
}
