import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The committed baselines every story's screenshot is compared with. */
export const baselineDir = path.join(repoRoot, 'screenshots', 'stories');
/** Where a story run leaves the screenshots that differ from their baseline, or have none yet. */
export const runDir = path.join(repoRoot, 'test-results', 'visual', 'run');
/** The static report built from a run. */
export const reportDir = path.join(repoRoot, 'test-results', 'visual', 'report');
/** The story run's results (Vitest's JSON report), which name every story that ran. */
export const resultsFile = path.join(repoRoot, 'test-results', 'visual', 'results.json');

/** The file name Vitest gives a story's screenshot (`toMatchScreenshot(`${id}.png`)`): see its `sanitizeArg`. */
export const screenshotFileOf = (storyId) =>
  `${storyId
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')}.png`;
