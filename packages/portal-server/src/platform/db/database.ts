import type { Pool } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { openEmbeddedDatabase } from './embedded/open-embedded-database';
import { openPostgresDatabase } from './postgres/open-postgres-database';
import type * as schema from './schema';

export type Schema = typeof schema;

/** What services query through: the drizzle API both drivers share. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** What a `db.transaction` callback queries through. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface EmbeddedDatabase {
  readonly driver: 'pglite';
  readonly db: PgliteDatabase<Schema>;
  /** Closes the database, ends its worker and releases the data folder. Safe to call more than once. */
  close(): Promise<void>;
}

export interface PostgresDatabase {
  readonly driver: 'postgres';
  readonly db: NodePgDatabase<Schema>;
  readonly pool: Pool;
  /** Ends the connection pool. Safe to call more than once. */
  close(): Promise<void>;
}

export type Database = EmbeddedDatabase | PostgresDatabase;

export interface DatabaseLocation {
  /** Folder of the embedded database, used when no databaseUrl is given. */
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
}

/** PostgreSQL when a URL is configured, otherwise the embedded database in the data folder. */
export function openDatabase({ dataDir, databaseUrl }: DatabaseLocation): Promise<Database> {
  return databaseUrl ? openPostgresDatabase(databaseUrl) : openEmbeddedDatabase(dataDir);
}
