import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generateReport } from './report.mjs';
import { readStoryResults } from './stories.mjs';

const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));

describe('the visual report of a run', () => {
  let work;
  let report;
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'visual-report-'));
    cpSync(fixtures, work, { recursive: true });
    report = generateReport({
      baselineDir: path.join(work, 'baselines'),
      runDir: path.join(work, 'run'),
      stories: readStoryResults(path.join(work, 'results.json')),
      fullRun: true,
      outDir: path.join(work, 'report'),
    });
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const entry = (file) => report.entries.find((e) => e.file === file);

  it('counts the changed, new and removed screenshots, and leaves out the unchanged one', () => {
    expect(report.counts).toEqual({ changed: 1, new: 1, removed: 1, failed: 0 });
    expect(entry('ui-button-secondary.png')).toBeUndefined();
  });

  it('measures the share of pixels that changed and draws their diff', () => {
    const changed = entry('ui-button-primary.png');
    expect(changed).toMatchObject({ status: 'changed', storyId: 'ui-button--primary', changedPixels: 16 });
    expect(changed.changedShare).toBeCloseTo(16 / 200);
    for (const kind of ['baseline', 'new', 'diff']) {
      expect(existsSync(path.join(work, 'report', changed.images[kind]))).toBe(true);
    }
  });

  it('shows a new story without a baseline, and a baseline without a story as removed', () => {
    expect(entry('ui-button-ghost.png')).toMatchObject({
      status: 'new',
      locale: 'fr-CA',
      images: { new: 'images/new/ui-button-ghost.png' },
    });
    expect(entry('ui-button-outlined.png')).toMatchObject({
      status: 'removed',
      images: { baseline: 'images/baseline/ui-button-outlined.png' },
    });
  });

  it('files every entry under its package and component, the removed one with the stories sharing its name', () => {
    expect(new Set(report.entries.map((e) => `${e.package} / ${e.component}`))).toEqual(new Set(['ui / ui-button']));
  });

  it('writes a page that holds its data, so it opens from the file system', () => {
    const html = readFileSync(path.join(work, 'report', 'index.html'), 'utf8');
    expect(html).toContain('"file":"ui-button-primary.png"');
    expect(html).not.toMatch(/fetch\(['"]report\.json/);
  });

  it('leaves the baselines as they were', () => {
    expect(readdirSync(path.join(work, 'baselines')).sort()).toEqual(
      readdirSync(path.join(fixtures, 'baselines')).sort(),
    );
    expect(readFileSync(path.join(work, 'baselines', 'ui-button-primary.png'))).toEqual(
      readFileSync(path.join(fixtures, 'baselines', 'ui-button-primary.png')),
    );
  });
});
