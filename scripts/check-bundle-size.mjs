// The budget of issue 5: the JavaScript that /apps loads for a signed-in user (React, router, MobX, intl and the
// shell included) is at most 150 KB gzip. Reads the built app's manifest: the entry and its static imports, then
// the /apps page chunk and its static imports, each file counted once. Run after the build. Dynamic imports are
// what the page does not wait for: other routes, the idle dialogs (only once a session goes idle) and the
// analytics sender (3 s after start, by the spec).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { reportFigure } from './lib/figures.mjs';

const DIST = 'packages/portal-app/dist';
const MANIFEST = join(DIST, '.vite/manifest.json');
const APPS_PAGE = 'src/features/launch-list/Apps/AppsPage.tsx';
const BUDGET_KB = 150;

if (!existsSync(MANIFEST)) {
  console.error(`✖ ${MANIFEST} is missing: build the app first (pnpm build).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));

/** The chunk's file and every file it imports statically, transitively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk "${key}".`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const files = new Set();
for (const key of [...entries, APPS_PAGE]) staticClosure(key, files);

const sizes = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gzip: gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length }))
  .sort((a, b) => b.gzip - a.gzip);
const totalKb = sizes.reduce((sum, { gzip }) => sum + gzip, 0) / 1024;

for (const { file, gzip } of sizes) console.log(`  ${(gzip / 1024).toFixed(1).padStart(7)} KB  ${file}`);
const verdict = totalKb <= BUDGET_KB ? '✔' : '✖';
console.log(
  `${verdict} /apps loads ${totalKb.toFixed(1)} KB of JavaScript (gzip) for a signed-in user; budget ${BUDGET_KB} KB`,
);
reportFigure('Bundle', '/apps JavaScript, signed in (gzip)', `${totalKb.toFixed(1)} KB of ${BUDGET_KB}`);
process.exit(totalKb <= BUDGET_KB ? 0 : 1);
