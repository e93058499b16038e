// Builds the published library package in the current folder: an ESM bundle and compiled CSS
// (vanilla-extract, so consumers need no plugin) with Vite, then declarations with tsc.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const externalNames = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
const isExternal = (id) =>
  /^react(-dom)?($|\/)/.test(id) || externalNames.some((name) => id === name || id.startsWith(`${name}/`));

await build({
  configFile: false,
  logLevel: 'warn',
  plugins: [vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index', cssFileName: 'style' },
    rolldownOptions: { external: isExternal },
  },
});

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
