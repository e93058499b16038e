import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../testing/test-databases';
import { DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock';
import { openEmbeddedDatabase } from './open-embedded-database';

describe('opening the embedded database', () => {
  let folder: Awaited<ReturnType<typeof makeTempDir>>;

  beforeAll(async () => {
    folder = await makeTempDir('portal-server-open');
  });

  afterAll(() => folder?.remove());

  it('creates the folder, holds its lock while open and keeps the data across reopening', async () => {
    const dataDir = join(folder.path, 'nested', 'data');
    const first = await openEmbeddedDatabase(dataDir);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true);
    await first.db.execute(sql`create table notes (text text)`);
    await first.db.execute(sql`insert into notes values ('kept')`);

    await expect(openEmbeddedDatabase(dataDir)).rejects.toThrow(DataDirLockedError);

    await first.close();
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    await expect(first.db.execute(sql`select 1`)).rejects.toThrow();

    const reopened = await openEmbeddedDatabase(dataDir);
    try {
      const { rows } = await reopened.db.execute<{ text: string }>(sql`select text from notes`);
      expect(rows).toEqual([{ text: 'kept' }]);
    } finally {
      await reopened.close();
    }
  });
});
