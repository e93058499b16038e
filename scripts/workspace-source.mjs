// How the workspace's own packages are consumed from their TypeScript sources during development and tests,
// so nothing needs a prior build. Each library's exports map has this condition pointing at src/index.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Scoped, so it can never select another package's `source` files (react-aria's packages declare one). */
export const WORKSPACE_SOURCE_CONDITION = '@partner-insights/source';

const packagesDir = fileURLToPath(new URL('../packages', import.meta.url));

/**
 * Vite aliases from each workspace package name to its source entry. Aliases rather than the condition for
 * Vite: vanilla-extract compiles .css.ts files in a Vite environment of its own, which keeps aliases but not
 * the client's resolve conditions, and every style must see the same theme variables the page renders.
 */
export function workspaceSourceAliases() {
  return readdirSync(packagesDir).flatMap((folder) => {
    const packageDir = join(packagesDir, folder);
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    const source = manifest.exports?.['.']?.[WORKSPACE_SOURCE_CONDITION];
    return source ? [{ find: new RegExp(`^${manifest.name}$`), replacement: join(packageDir, source) }] : [];
  });
}
