import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { collectScreenshots } from './collect.mjs';
import { compareScreenshots } from './compare.mjs';
import { renderReport } from './render.mjs';

/**
 * Writes the static report of a run into `outDir`: index.html (opens from the file system), report.json (read by
 * the review server) and, under images/, each entry's baseline, new screenshot and diff. Returns the report.
 */
export function generateReport({ baselineDir, runDir, stories, fullRun, outDir }) {
  rmSync(outDir, { recursive: true, force: true });
  for (const kind of ['baseline', 'new', 'diff']) mkdirSync(path.join(outDir, 'images', kind), { recursive: true });

  const entries = collectScreenshots({ baselineDir, runDir, stories, fullRun }).map(
    ({ actualPath, baselinePath, ...entry }) => {
      const images = {};
      if (baselinePath) images.baseline = copyImage(baselinePath, outDir, 'baseline', entry.file);
      if (actualPath) images.new = copyImage(actualPath, outDir, 'new', entry.file);
      if (!baselinePath || !actualPath) return { ...entry, images };
      const comparison = compareScreenshots(readFileSync(baselinePath), readFileSync(actualPath));
      writeFileSync(path.join(outDir, 'images', 'diff', entry.file), comparison.diffPng);
      images.diff = `images/diff/${entry.file}`;
      const { changedPixels, changedShare, baselineSize, actualSize } = comparison;
      return { ...entry, images, changedPixels, changedShare, baselineSize, actualSize };
    },
  );
  const counts = Object.fromEntries(
    ['changed', 'new', 'removed', 'failed'].map((status) => [
      status,
      entries.filter((e) => e.status === status).length,
    ]),
  );
  const report = { generatedAt: new Date().toISOString(), fullRun, storiesRun: stories.length, counts, entries };
  writeFileSync(path.join(outDir, 'report.json'), JSON.stringify(report, null, 2));
  writeFileSync(path.join(outDir, 'index.html'), renderReport(report));
  return report;
}

function copyImage(source, outDir, kind, file) {
  copyFileSync(source, path.join(outDir, 'images', kind, file));
  return `images/${kind}/${file}`;
}
