import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { baselineDir, reportDir, runDir } from './paths.mjs';
import { generateReport } from './report.mjs';
import { readStoryResults } from './stories.mjs';

/** Clears what an earlier story run left, so a report only shows the next run's differences. */
export const clearScreenshotRun = () => rmSync(runDir, { recursive: true, force: true });

export const screenshotsDiffered = () => existsSync(runDir) && readdirSync(runDir).length > 0;

/**
 * Writes the report of the story run whose Vitest JSON report is `resultsFile`; `fullRun` when every story
 * ran, so baselines without a story can be reported as removed. Returns the report and its address.
 */
export function writeRunReport({ resultsFile, fullRun }) {
  const report = generateReport({
    baselineDir,
    runDir,
    stories: readStoryResults(resultsFile),
    fullRun,
    outDir: reportDir,
  });
  return { report, url: pathToFileURL(path.join(reportDir, 'index.html')).href };
}
