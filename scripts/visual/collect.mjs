import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { screenshotFileOf } from './paths.mjs';

// Vitest's names for what a failed screenshot leaves behind (resolveDiffPath with `-actual`/`-reference` added).
const ACTUAL_SUFFIX = '-actual.png';
const MISSING_REFERENCE_SUFFIX = '-reference.png';

const pngsIn = (dir) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.png')) : []);

/**
 * What a run found, one entry per screenshot file:
 * - changed: the story's new screenshot differs from its baseline;
 * - new: the story has no baseline yet;
 * - removed: a baseline no story produces any more (only known when `stories` lists every story, a full run);
 * - failed: the story's test failed before its screenshot was taken.
 * `stories` (from readStoryResults) names the package, component and locale of each story.
 */
export function collectScreenshots({ baselineDir, runDir, stories, fullRun }) {
  const storyByFile = new Map(stories.map((story) => [story.file, story]));
  const baselines = new Set(pngsIn(baselineDir));
  const entries = [];
  for (const name of pngsIn(runDir)) {
    const suffix = [ACTUAL_SUFFIX, MISSING_REFERENCE_SUFFIX].find((s) => name.endsWith(s));
    if (!suffix) continue;
    const file = `${name.slice(0, -suffix.length)}.png`;
    const status = baselines.has(file) ? 'changed' : 'new';
    // A leftover of an earlier run, when this one has a baseline for it again, is not a difference.
    if (suffix === MISSING_REFERENCE_SUFFIX && status === 'changed') continue;
    entries.push({ ...describe(file, storyByFile, stories), status, actualPath: path.join(runDir, name) });
  }
  const reported = new Set(entries.map((entry) => entry.file));
  for (const story of stories) {
    if (!story.passed && !reported.has(story.file)) {
      entries.push({ ...describe(story.file, storyByFile, stories), status: 'failed', error: story.error });
    }
  }
  if (fullRun) {
    for (const file of baselines) {
      if (!storyByFile.has(file)) entries.push({ ...describe(file, storyByFile, stories), status: 'removed' });
    }
  }
  return entries
    .map((entry) => ({ ...entry, baselinePath: baselines.has(entry.file) ? path.join(baselineDir, entry.file) : null }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Where a screenshot belongs; a removed one goes with the component whose stories' files share its longest prefix. */
function describe(file, storyByFile, stories) {
  const story = storyByFile.get(file);
  if (story) {
    const { storyId, package: pkg, component, name, locale, width } = story;
    return { file, storyId, package: pkg, component, name, locale, width };
  }
  const prefixOf = (story) => screenshotFileOf(story.storyId.split('--')[0]).slice(0, -'.png'.length);
  const owner = stories
    .filter((candidate) => file.startsWith(`${prefixOf(candidate)}-`))
    .sort((a, b) => prefixOf(b).length - prefixOf(a).length)[0];
  return {
    file,
    storyId: null,
    package: owner?.package ?? 'other',
    component: owner?.component ?? 'Stories no longer in the code',
    name: file.slice(0, -4),
    locale: null,
  };
}
