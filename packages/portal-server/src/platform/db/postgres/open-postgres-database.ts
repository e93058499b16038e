import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { PostgresDatabase } from '../database';
import * as schema from '../schema';

/** Where a URL points, without its credentials: safe to print. */
export function describePostgresUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

/** Connects a pool to PostgreSQL and checks it answers, so a wrong URL fails at start-up. */
export async function openPostgresDatabase(databaseUrl: string): Promise<PostgresDatabase> {
  // Without a connection timeout, requests would wait forever while the server is unreachable.
  const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  // An idle connection dropped by the server emits 'error' on the pool; unhandled, it would end the process.
  pool.on('error', (error) => console.error(`PostgreSQL connection error: ${error.message}`));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw new Error(`Cannot connect to PostgreSQL at ${describePostgresUrl(databaseUrl)}`, { cause: error });
  }
  const db = drizzle({ client: pool, schema });
  let closing: Promise<void> | undefined;
  return {
    driver: 'postgres',
    db,
    pool,
    close: () => {
      closing ??= pool.end();
      return closing;
    },
  };
}
