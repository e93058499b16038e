// The databases the server's tests run against: always the embedded one, and PostgreSQL as well when
// TEST_DATABASE_URL points at a server where the tests may create and drop databases.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseLocation } from '../db/database';

export interface FreshDatabase {
  readonly location: DatabaseLocation;
  /** Deletes the database and everything in it. */
  remove(): Promise<void>;
}

export interface TestDatabaseTarget {
  readonly name: string;
  /** Creates an empty database of its own for the caller. */
  create(): Promise<FreshDatabase>;
}

/** A temporary folder for a test; removed by the returned function. */
export async function makeTempDir(prefix: string): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), `${prefix}-`));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

const embedded: TestDatabaseTarget = {
  name: 'PGlite',
  async create() {
    const folder = await makeTempDir('portal-server-test');
    return { location: { dataDir: folder.path, databaseUrl: undefined }, remove: folder.remove };
  },
};

function postgres(serverUrl: string): TestDatabaseTarget {
  const runAsAdmin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'PostgreSQL',
    async create() {
      const name = `portal_test_${randomBytes(6).toString('hex')}`;
      await runAsAdmin(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return {
        location: { dataDir: join(tmpdir(), 'unused-with-postgres'), databaseUrl: url.toString() },
        remove: () => runAsAdmin(`drop database if exists ${name} with (force)`),
      };
    },
  };
}

const testDatabaseUrl = process.env['TEST_DATABASE_URL'];

export const testDatabaseTargets: readonly TestDatabaseTarget[] = testDatabaseUrl
  ? [embedded, postgres(testDatabaseUrl)]
  : [embedded];
