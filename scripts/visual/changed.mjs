import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { build } from 'esbuild';

import { repoRoot } from './paths.mjs';
import { WORKSPACE_SOURCE_CONDITION } from '../workspace-source.mjs';

/** Files every story runs through (the screenshot hook, decorators, globals): a change to one reruns them all. */
const SHARED_STORY_SETUP = '.storybook/';

const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean);

/** Files changed on this branch since it left `main` (or, without main, since HEAD), committed or not. */
export function changedFiles() {
  const base =
    git('rev-parse', '--verify', '--quiet', 'main').length > 0 ? git('merge-base', 'main', 'HEAD')[0] : 'HEAD';
  return [...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')])];
}

export function storyFiles() {
  return readdirSync(path.join(repoRoot, 'packages'), { recursive: true })
    .filter((file) => /(^|\/)src\/.*\.stories\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.join('packages', file));
}

/**
 * The module graph of every story file, from a bundle of each (not written out): for each story file, the
 * repository files it imports, directly or not, workspace packages read from their sources.
 */
export async function storyDependencies(stories = storyFiles()) {
  const { metafile } = await build({
    absWorkingDir: repoRoot,
    entryPoints: stories,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'out',
    logLevel: 'silent',
    format: 'esm',
    conditions: [WORKSPACE_SOURCE_CONDITION],
    jsx: 'automatic',
    loader: { '.png': 'empty', '.svg': 'empty', '.woff2': 'empty', '.css': 'empty', '.md': 'empty' },
    plugins: [externalPackagesAndLazyImports],
  });
  const dependencies = new Map();
  for (const output of Object.values(metafile.outputs)) {
    if (output.entryPoint) dependencies.set(output.entryPoint, Object.keys(output.inputs));
  }
  return dependencies;
}

// Third-party packages never change on a branch without the lockfile, which reruns everything anyway. Lazy
// imports (the route table's pages) are left out too: a story renders what it imports, not every route's page.
const externalPackagesAndLazyImports = {
  name: 'external-packages-and-lazy-imports',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /.*/ }, ({ path: specifier, kind }) =>
      kind !== 'entry-point' && (kind === 'dynamic-import' || !/^[./]|^@partner-insights\//.test(specifier))
        ? { external: true }
        : undefined,
    );
  },
};

/** The story files to rerun for `changed`: those depending on one of them, or all after a change to the shared setup. */
export async function storyFilesAffectedBy(changed) {
  const stories = storyFiles();
  if (changed.some((file) => file.startsWith(SHARED_STORY_SETUP) || file === 'pnpm-lock.yaml')) return stories;
  const changedSet = new Set(changed);
  const dependencies = await storyDependencies(stories);
  return stories.filter((story) => (dependencies.get(story) ?? [story]).some((file) => changedSet.has(file)));
}
