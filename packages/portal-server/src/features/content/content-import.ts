import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { notInArray, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../platform/db/database';
import { readContentFile, type ContentRow } from './content-file';
import { contentDocuments } from './content.schema';

/** Held while content is imported, so that servers starting together import it once. */
const CONTENT_IMPORT_LOCK_KEY = 7_301_017;

/** What an import changed. */
export interface ContentImportOutcome {
  readonly added: number;
  readonly updated: number;
  readonly removed: number;
  readonly unchanged: number;
}

async function markdownFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** Every content file under `dir`, read and rendered; a file that breaks the rules stops the import. */
export async function readContentFolder(dir: string): Promise<ContentRow[]> {
  const paths = await markdownFilesUnder(dir);
  return Promise.all(paths.map(async (path) => readContentFile(path, await readFile(join(dir, path), 'utf8'))));
}

const searchVectorOf = (row: ContentRow) =>
  sql`setweight(to_tsvector(${row.searchConfig}::regconfig, ${row.title}), 'A') || setweight(to_tsvector(${row.searchConfig}::regconfig, ${row.summary} || ' ' || ${row.plainText}), 'B')`;

async function writeRow(tx: DbTransaction, row: ContentRow): Promise<void> {
  const values = { ...row, searchVector: searchVectorOf(row) };
  await tx
    .insert(contentDocuments)
    .values(values)
    .onConflictDoUpdate({ target: [contentDocuments.assetPath, contentDocuments.locale], set: values });
}

/**
 * Brings the database's content in line with the files under `dir`: new files are added, changed ones (by hash)
 * rewritten, and documents whose file is gone removed. Unchanged files are not touched, so a start with no edits
 * writes nothing.
 */
export async function importContent(db: Db | DbTransaction, dir: string): Promise<ContentImportOutcome> {
  const rows = await readContentFolder(dir);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CONTENT_IMPORT_LOCK_KEY})`);
    const stored = new Map(
      (
        await tx
          .select({ sourcePath: contentDocuments.sourcePath, contentHash: contentDocuments.contentHash })
          .from(contentDocuments)
      ).map(({ sourcePath, contentHash }) => [sourcePath, contentHash]),
    );
    const changed = rows.filter((row) => stored.get(row.sourcePath) !== row.contentHash);
    for (const row of changed) await writeRow(tx, row);
    const kept = rows.map((row) => row.sourcePath);
    const removed = await tx
      .delete(contentDocuments)
      .where(kept.length > 0 ? notInArray(contentDocuments.sourcePath, kept) : undefined)
      .returning({ sourcePath: contentDocuments.sourcePath });
    const added = changed.filter((row) => !stored.has(row.sourcePath)).length;
    return {
      added,
      updated: changed.length - added,
      removed: removed.length,
      unchanged: rows.length - changed.length,
    };
  });
}
