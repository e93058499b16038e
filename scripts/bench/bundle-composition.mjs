// What the /apps first load is made of (issue 18): builds the app once more with source maps into a scratch folder,
// follows the same files as scripts/check-bundle-size.mjs (the entry, the launch list's chunk and their static
// imports), gives each source module the bytes its source map maps to it, and shares each file's gzip size out in
// proportion. Prints one line per npm package and per folder of the workspace. Bytes no module claims are the
// bundler's own: the entry's list of lazy chunks, its exports to them, and the compiled catalogues and class names.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { run } from '../lib/run.mjs';

const APPS_PAGE = 'src/features/launch-list/Apps/AppsPage.tsx';
const UNCLAIMED = '(bundler: chunk list, exports, catalogues, class names)';

function printComposition(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const closure = (key, files) => {
    const chunk = manifest[key];
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, files);
    return files;
  };
  const files = closure(APPS_PAGE, closure('index.html', new Set()));

  const kbByPart = new Map();
  let totalKb = 0;
  for (const file of [...files].filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(dir, file), 'utf8');
    const gzipKb = gzipSync(code, { level: 9 }).length / 1024;
    totalKb += gzipKb;
    const map = JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8'));
    for (const [source, bytes] of bytesBySource(code, map)) {
      const part = source === null ? UNCLAIMED : partOf(source);
      kbByPart.set(part, (kbByPart.get(part) ?? 0) + (gzipKb * bytes) / code.length);
    }
  }

  const rows = [...kbByPart].sort((a, b) => b[1] - a[1]);
  for (const [part, kb] of rows) console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${part}`);
  console.log(`  ${totalKb.toFixed(1).padStart(6)} KB  /apps first load, signed in (gzip, with source map comments)`);
}

/** An npm package by name; a workspace module by its package and first folders under src. */
function partOf(source) {
  const inPackage = source.split('/node_modules/').at(-1);
  if (inPackage !== source) {
    const [scope, name] = inPackage.split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const workspace = source.match(/packages\/([^/]+)\/src\/((?:features\/)?[^/]+)/);
  return workspace ? `${workspace[1]}: ${workspace[2]}` : source;
}

/** The generated code each source owns (null: no source), from the map's segments, in UTF-16 code units. */
function bytesBySource(code, map) {
  const lineStarts = [0];
  for (let index = code.indexOf('\n'); index !== -1; index = code.indexOf('\n', index + 1)) lineStarts.push(index + 1);
  const owned = new Map();
  let position = 0;
  let owner = null;
  const claim = (until) => {
    owned.set(owner, (owned.get(owner) ?? 0) + until - position);
    position = until;
  };
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    for (const segment of line.split(',').filter(Boolean)) {
      const fields = decodeVlq(segment);
      column += fields[0];
      claim(lineStarts[lineIndex] + column);
      if (fields.length > 1) sourceIndex += fields[1];
      owner = fields.length > 1 ? map.sources[sourceIndex] : null;
    }
  });
  claim(code.length);
  return owned;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

const dist = mkdtempSync(join(tmpdir(), 'pi-bundle-'));
try {
  const built = run('pnpm', [
    '--filter',
    '@partner-insights/portal-app',
    'exec',
    'vite',
    'build',
    '--sourcemap',
    '--logLevel',
    'error',
    '--outDir',
    dist,
  ]);
  if (!built) process.exit(1);
  printComposition(dist);
} finally {
  rmSync(dist, { recursive: true, force: true });
}
