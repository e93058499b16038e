import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { repoRoot, screenshotFileOf } from './paths.mjs';

/**
 * The stories a run tested, read from Vitest's JSON report: each with its screenshot file, the package and
 * component (or route, for a page) it belongs to, its locale, and whether its test passed.
 */
export function readStoryResults(resultsFile) {
  if (!existsSync(resultsFile)) return [];
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  return results.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.meta?.storyId)
      .map((test) => {
        const { storyId, screenshot = {} } = test.meta;
        const storyFile = path.relative(repoRoot, path.resolve(repoRoot, file.name));
        return {
          storyId,
          file: screenshotFileOf(storyId),
          storyFile,
          package: storyFile.split(path.sep)[1] ?? 'other',
          // A page's shots go with its route; a component's with its stories' title, as the story id spells it.
          component: screenshot.route ?? storyId.split('--')[0],
          name: test.title,
          locale: screenshot.locale ?? 'en-US',
          width: screenshot.width,
          passed: test.status === 'passed',
          error: test.failureMessages[0]?.split('\n')[0],
        };
      }),
  );
}
