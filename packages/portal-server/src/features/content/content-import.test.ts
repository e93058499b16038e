import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededTestApp, type SeededTestApp } from '../../platform/testing/seeded-test-app';
import { makeTempDir, testDatabaseTargets } from '../../platform/testing/test-databases';
import { importContent, readContentFolder } from './content-import';
import { defaultContentDir } from './content-paths';
import { contentDocuments } from './content.schema';

const note = (title: string, body: string) =>
  `---\ntitle: ${title}\npublished: 2026-11-01\nupdated: 2026-11-01\nmarkets: [US]\n---\n${body}\n`;

describe.each(testDatabaseTargets)('importing the content folder on $name', (target) => {
  let portal: SeededTestApp;
  let folder: { path: string; remove: () => Promise<void> };

  const write = async (path: string, text: string) => {
    await mkdir(join(folder.path, path, '..'), { recursive: true });
    await writeFile(join(folder.path, path), text);
  };
  const stored = () =>
    portal.database.db
      .select({ assetPath: contentDocuments.assetPath, locale: contentDocuments.locale, title: contentDocuments.title })
      .from(contentDocuments)
      .orderBy(contentDocuments.sourcePath);

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    folder = await makeTempDir('content-import');
  });
  afterAll(async () => {
    await portal?.close();
    await folder?.remove();
  });

  it('found the repository’s content already imported at start, and changes nothing when imported again', async () => {
    const files = await readContentFolder(defaultContentDir);
    expect(await importContent(portal.database.db, defaultContentDir)).toEqual({
      added: 0,
      updated: 0,
      removed: 0,
      unchanged: files.length,
    });
  });

  it('adds new files, rewrites changed ones, and removes documents whose file is gone', async () => {
    await write('en-US/release-notes/one.md', note('One', 'First.'));
    await write('en-US/release-notes/two.md', note('Two', 'Second.'));
    const first = await importContent(portal.database.db, folder.path);
    expect(first).toMatchObject({ added: 2, updated: 0, unchanged: 0 });
    expect(first.removed).toBeGreaterThan(100);

    await write('en-US/release-notes/two.md', note('Two, revised', 'Second, revised.'));
    await write('es-MX/release-notes/one.md', note('Uno', 'Primero.'));
    expect(await importContent(portal.database.db, folder.path)).toEqual({
      added: 1,
      updated: 1,
      removed: 0,
      unchanged: 1,
    });
    expect(await stored()).toEqual([
      { assetPath: 'release-notes/one', locale: 'en-US', title: 'One' },
      { assetPath: 'release-notes/two', locale: 'en-US', title: 'Two, revised' },
      { assetPath: 'release-notes/one', locale: 'es-MX', title: 'Uno' },
    ]);

    await folder.remove();
    folder = await makeTempDir('content-import');
    await write('es-MX/release-notes/one.md', note('Uno', 'Primero.'));
    expect(await importContent(portal.database.db, folder.path)).toEqual({
      added: 0,
      updated: 0,
      removed: 2,
      unchanged: 1,
    });
  });

  it('stores the sanitised HTML, never what the file had', async () => {
    await write(
      'en-US/release-notes/bad.md',
      note('Bad', '<script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">x</a>'),
    );
    await importContent(portal.database.db, folder.path);
    const [row] = await portal.database.db
      .select({ html: contentDocuments.html })
      .from(contentDocuments)
      .where(eq(contentDocuments.assetPath, 'release-notes/bad'));
    expect(row?.html.trim()).toBe('<a>x</a>');
  });

  it('refuses a folder with a broken file and leaves the database as it was', async () => {
    await write('en-US/release-notes/broken.md', '---\ntitle: Broken\n---\nNo dates.\n');
    const before = await stored();
    await expect(importContent(portal.database.db, folder.path)).rejects.toThrow(/broken\.md/);
    expect(await stored()).toEqual(before);
  });
});
