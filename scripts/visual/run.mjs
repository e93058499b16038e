// `pnpm visual`: runs every story's screenshot test (or, with --changed, those of the stories depending on the
// files changed on this branch; or those of the story files named), keeps going past differences, and writes a
// static report of them.
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { ensureChromium } from '../lib/chromium.mjs';
import { run } from '../lib/run.mjs';
import { changedFiles, storyFilesAffectedBy } from './changed.mjs';
import { resultsFile } from './paths.mjs';
import { clearScreenshotRun, writeRunReport } from './run-report.mjs';

const { values, positionals } = parseArgs({
  options: { changed: { type: 'boolean', default: false } },
  allowPositionals: true,
});

ensureChromium();
let selection = positionals;
if (values.changed) {
  const changed = changedFiles();
  selection = await storyFilesAffectedBy(changed);
  console.log(`• ${changed.length} files changed; ${selection.length} story files depend on them`);
  if (selection.length === 0) process.exit(0);
}

clearScreenshotRun();
rmSync(resultsFile, { force: true });
run(
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--project',
    'storybook',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${resultsFile}`,
    ...selection,
  ],
  // Baselines are written only by accepting them (pnpm visual:review): a story without one is reported as new.
  { env: { ...process.env, UPDATE_SNAPSHOT: 'none' } },
);

const { report, url } = writeRunReport({ resultsFile, fullRun: selection.length === 0 });
const { changed, removed, failed } = report.counts;
console.log(
  `\n${changed} changed, ${report.counts.new} new, ${removed} removed, ${failed} failed before the screenshot`,
);
console.log(`Report: ${url}`);
console.log('Review and accept changes with: pnpm visual:review');
process.exit(report.entries.length === 0 ? 0 : 1);
