import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { packageRoot, runsFromSource } from '../../../package-paths';
import type { EmbeddedDatabase } from '../database';
import * as schema from '../schema';
import { acquireDataDirLock } from './data-dir-lock';
import { PgliteWorkerClient } from './worker-client';

// Node 20 cannot start a worker from a .ts file, so from source the worker is started through a .mjs that
// registers tsx first; the build ships it compiled.
const workerEntry = runsFromSource
  ? join(packageRoot, 'src', 'platform', 'db', 'embedded', 'worker-from-source.mjs')
  : join(packageRoot, 'dist', 'pglite-worker.js');

/** Opens (creating on first use) the PGlite database in `dataDir`, holding the folder's lock while open. */
export async function openEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  let client: PgliteWorkerClient;
  try {
    client = await PgliteWorkerClient.start(workerEntry, { dataDir: join(dataDir, 'pgdata') });
  } catch (error) {
    lock.release();
    throw error;
  }
  // The client offers the part of PGlite's interface that drizzle's pglite driver calls.
  const db = drizzle({ client: client as unknown as PGlite, schema });
  let closing: Promise<void> | undefined;
  return {
    driver: 'pglite',
    db,
    close: () => {
      closing ??= client.close().finally(() => lock.release());
      return closing;
    },
  };
}
