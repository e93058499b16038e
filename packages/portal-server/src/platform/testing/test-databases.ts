// The databases the server's tests run against: always the embedded one, and PostgreSQL as well when
// TEST_DATABASE_URL points at a server where the tests may create and drop databases.
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import pg from 'pg';
import type { DatabaseLocation } from '../db/database';
import { LOCK_FILE_NAME } from '../db/embedded/data-dir-lock';

export interface FreshDatabase {
  readonly location: DatabaseLocation;
  /** Deletes the database and everything in it. */
  remove(): Promise<void>;
}

export interface TestDatabaseTarget {
  readonly name: string;
  /** Creates an empty database of its own for the caller. */
  create(): Promise<FreshDatabase>;
  /** Creates a database of its own for the caller holding what `template` holds; nothing may have it open. */
  copy(template: DatabaseLocation): Promise<FreshDatabase>;
}

/** A temporary folder for a test; removed by the returned function. */
export async function makeTempDir(prefix: string): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), `${prefix}-`));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

async function createEmbedded(): Promise<FreshDatabase> {
  const folder = await makeTempDir('portal-server-test');
  return { location: { dataDir: folder.path, databaseUrl: undefined }, remove: folder.remove };
}

const embedded: TestDatabaseTarget = {
  name: 'PGlite',
  create: createEmbedded,
  async copy(template) {
    const fresh = await createEmbedded();
    // A closed template holds no lock; leaving lock files out keeps a copy from naming another process anyway.
    await cp(template.dataDir, fresh.location.dataDir, {
      recursive: true,
      filter: (source) => !basename(source).startsWith(LOCK_FILE_NAME),
    });
    return fresh;
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
  // Random names let every run and test file on a shared server keep to its own databases.
  const createDatabase = async (options = '') => {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    await runAsAdmin(`create database ${name} ${options}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      location: { dataDir: join(tmpdir(), 'unused-with-postgres'), databaseUrl: url.toString() },
      remove: () => runAsAdmin(`drop database if exists ${name} with (force)`),
    };
  };
  return {
    name: 'PostgreSQL',
    create: () => createDatabase(),
    copy(template) {
      if (!template.databaseUrl) throw new Error('A PostgreSQL copy needs a PostgreSQL template');
      return createDatabase(`template ${new URL(template.databaseUrl).pathname.slice(1)}`);
    },
  };
}

const testDatabaseUrl = process.env['TEST_DATABASE_URL'];

export const testDatabaseTargets: readonly TestDatabaseTarget[] = testDatabaseUrl
  ? [embedded, postgres(testDatabaseUrl)]
  : [embedded];
