// What a team pays for the published packages: packs ui, forms and tables (and contracts, which forms depends on)
// as npm would publish them, installs the tarballs into a fresh Vite + React app, and builds it five times: empty,
// importing only the theme (which brings the font), only `Button`, only `DataTable`, only `SchemaForm`. Fails when
// Button adds more than its budget to the empty app, or when a font ends up inside CSS instead of a file of its own.
// Run after `pnpm build`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUTTON_BUDGET_KB = { js: 15, css: 5 };
const PACKED = ['contracts', 'ui', 'forms', 'tables'];

const root = resolve(import.meta.dirname, '..');
/** The version the workspace installed, so the consumer's install finds it in the store. */
const installedVersion = (name, from = root) =>
  JSON.parse(readFileSync(join(from, 'node_modules', name, 'package.json'))).version;

const apps = {
  empty: `createRoot(document.getElementById('root')).render(<p>Hello</p>);`,
  theme: `import { partnerInsightsTheme } from '@partner-insights/ui';
document.documentElement.classList.add(partnerInsightsTheme);
createRoot(document.getElementById('root')).render(<p>Hello</p>);`,
  Button: `import { Button } from '@partner-insights/ui';
createRoot(document.getElementById('root')).render(<Button onPress={() => alert('Saved')}>Save</Button>);`,
  DataTable: `import { DataTable } from '@partner-insights/tables';
const columns = [{ id: 'name', header: 'Name', value: (row) => row.name }];
createRoot(document.getElementById('root')).render(
  <DataTable label="Fruit" columns={columns} data={[{ id: '1', name: 'Apple' }]} />,
);`,
  SchemaForm: `import { SchemaForm } from '@partner-insights/forms';
import * as v from 'valibot';
const form = { schema: v.object({ name: v.pipe(v.string(), v.minLength(1)) }), fields: [{ id: 'name', label: 'Name' }] };
createRoot(document.getElementById('root')).render(<SchemaForm form={form} onSubmit={() => {}} aria-label="Name" />);`,
};

/** Runs a command quietly; on failure prints its output (unless a fallback follows) and returns false. */
function quietly(command, args, cwd, { hasFallback = false } = {}) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0 && !hasFallback) {
    console.error(`✖ ${[command, ...args].join(' ')}\n${result.stdout}${result.stderr}`);
  }
  return result.status === 0;
}

function orExit(succeeded) {
  if (!succeeded) process.exit(1);
}

const started = performance.now();
const work = mkdtempSync(join(tmpdir(), 'pi-package-cost-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

const tarballs = join(work, 'tarballs');
for (const name of PACKED) {
  orExit(quietly('pnpm', ['pack', '--pack-destination', tarballs], join(root, 'packages', name)));
}
const tarballOf = Object.fromEntries(
  readdirSync(tarballs).map((file) => [`@partner-insights/${file.replace(/^partner-insights-|-\d.*$/g, '')}`, file]),
);
const fromTarball = (name) => `file:${join(tarballs, tarballOf[name])}`;

// The consumer: its own project outside the workspace, every @partner-insights package from its tarball (the
// overrides also serve the packages' dependencies on each other, which name a version not on the registry).
const consumer = join(work, 'consumer');
mkdirSync(consumer);
const manifest = {
  name: 'package-cost-consumer',
  private: true,
  type: 'module',
  dependencies: {
    '@partner-insights/ui': fromTarball('@partner-insights/ui'),
    '@partner-insights/forms': fromTarball('@partner-insights/forms'),
    '@partner-insights/tables': fromTarball('@partner-insights/tables'),
    react: installedVersion('react'),
    'react-dom': installedVersion('react-dom'),
    valibot: installedVersion('valibot', join(root, 'packages/forms')),
  },
  devDependencies: { vite: installedVersion('vite'), '@vitejs/plugin-react': installedVersion('@vitejs/plugin-react') },
};
writeFileSync(join(consumer, 'package.json'), JSON.stringify(manifest, null, 2));
writeFileSync(
  join(consumer, 'pnpm-workspace.yaml'),
  `overrides:\n${Object.keys(tarballOf)
    .map((name) => `  '${name}': '${fromTarball(name)}'\n`)
    .join('')}`,
);
writeFileSync(
  join(consumer, 'vite.config.js'),
  `import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn' };\n`,
);

// From the store when it holds everything (as after the workspace's own install); the registry otherwise (a fresh
// machine's store has the packages but not the registry's metadata that resolving them offline needs).
const install = (mode, options) =>
  quietly('pnpm', ['install', mode, '--config.confirmModulesPurge=false'], consumer, options);
const offline = install('--offline', { hasFallback: true });
orExit(offline || install('--prefer-offline'));
console.log(
  `• The tarballs and their dependencies installed ${offline ? 'offline, from the store' : 'from the registry'}`,
);

const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** Builds one app and sums what it ships, by kind. */
function buildApp(name, code) {
  const source = join(consumer, name);
  mkdirSync(source);
  writeFileSync(
    join(source, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
  );
  writeFileSync(join(source, 'main.jsx'), `import { createRoot } from 'react-dom/client';\n${code}\n`);
  const outDir = join(consumer, 'dist', name);
  const vite = join(consumer, 'node_modules/vite/bin/vite.js');
  orExit(
    quietly(process.execPath, [vite, 'build', source, '--config', 'vite.config.js', '--outDir', outDir], consumer),
  );
  const files = readdirSync(join(outDir, 'assets')).map((file) => join(outDir, 'assets', file));
  const sum = (extension) =>
    files.filter((file) => file.endsWith(extension)).reduce((total, file) => total + gzipKb(file), 0);
  const css = files.filter((file) => file.endsWith('.css')).map((file) => readFileSync(file, 'utf8'));
  const inlinedFonts = css.filter((sheet) => /url\(["']?data:font/.test(sheet));
  // Fonts are compressed already: counted as they are, and only those the CSS uses (Vite also writes the files of
  // stylesheets it then leaves out). The browser fetches one only once text needs it.
  const fontKb =
    files
      .filter((file) => file.endsWith('.woff2') && css.some((sheet) => sheet.includes(basename(file))))
      .reduce((total, file) => total + statSync(file).size, 0) / 1024;
  return { js: sum('.js'), css: sum('.css'), fontKb, inlinedFonts };
}

const costs = Object.fromEntries(Object.entries(apps).map(([name, code]) => [name, buildApp(name, code)]));
const { empty } = costs;
const kb = (value) => `${value.toFixed(1)} KB`;
console.log('What each app adds to an empty React app (JavaScript and CSS gzip; font files as they are)');
for (const [name, cost] of Object.entries(costs).filter(([name]) => name !== 'empty')) {
  const font = cost.fontKb > 0 ? `  +${kb(cost.fontKb).padStart(8)} font (.woff2)` : '';
  console.log(
    `  ${name.padEnd(10)} +${kb(cost.js - empty.js).padStart(8)} JS  +${kb(cost.css - empty.css).padStart(8)} CSS${font}`,
  );
}
console.log(`  (empty app: ${kb(empty.js)} JS; measured in ${((performance.now() - started) / 1000).toFixed(0)} s)`);

const button = costs.Button;
const problems = [
  button.js - empty.js > BUTTON_BUDGET_KB.js && `Button adds more than ${BUTTON_BUDGET_KB.js} KB of JavaScript`,
  button.css - empty.css > BUTTON_BUDGET_KB.css && `Button adds more than ${BUTTON_BUDGET_KB.css} KB of CSS`,
  costs.theme.fontKb === 0 && 'the theme ships no .woff2 font file',
  ...Object.entries(costs)
    .filter(([, cost]) => cost.inlinedFonts.length > 0)
    .map(([name]) => `the ${name} app's CSS carries a font inline instead of a .woff2 file`),
].filter(Boolean);
for (const problem of problems) console.error(`✖ ${problem}`);
if (problems.length === 0)
  console.log(`✔ Button within ${BUTTON_BUDGET_KB.js} KB JS and ${BUTTON_BUDGET_KB.css} KB CSS`);
process.exit(problems.length === 0 ? 0 : 1);
