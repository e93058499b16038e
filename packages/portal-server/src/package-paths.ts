import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The same code runs from src/ (dev, tests) and bundled into dist/, so paths to the package's own files are
// resolved from its root rather than from the location of the current module.

function findPackageRoot(startDir: string): string {
  let dir = startDir;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${startDir}`);
    dir = parent;
  }
  return dir;
}

export const packageRoot = findPackageRoot(dirname(fileURLToPath(import.meta.url)));

/** True when the TypeScript sources run directly (dev script, tests) instead of the build. */
export const runsFromSource = import.meta.url.endsWith('.ts');

export const migrationsFolder = join(packageRoot, 'drizzle');

export const defaultAppDistDir = join(packageRoot, '..', 'portal-app', 'dist');
