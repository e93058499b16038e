// Builds the published library package in the current folder with Vite, then declarations with tsc: one ES module
// per source module (so a consumer's bundler keeps only what it imports), each vanilla-extract style module's
// compiled CSS beside it and imported by it (so consumers need no plugin and load only the CSS they use), and the
// font as a file of its own.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';
import { fontsAsFiles, importCssBesideModules } from './lib/library-css.mjs';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const externalNames = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
/** Each export's source module (`.` and any subpath such as `./api-client`). */
const entries = Object.values(manifest.exports).map((target) => target['@partner-insights/source']);
const isExternal = (id) =>
  /^react(-dom)?($|\/)/.test(id) || externalNames.some((name) => id === name || id.startsWith(`${name}/`));

await build({
  configFile: false,
  logLevel: 'warn',
  // Relative URLs in the CSS, so the font resolves beside the stylesheet wherever the package is installed.
  base: './',
  plugins: [fontsAsFiles(), vanillaExtractPlugin(), importCssBesideModules()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    cssCodeSplit: true,
    lib: { entry: entries, formats: ['es'] },
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        // `Button.css.ts` compiles to `Button.css.js` (class names) and `Button.css` (its rules); other files (the
        // font) keep their place in the source tree.
        assetFileNames: ({ names, originalFileNames }) =>
          names[0]?.endsWith('.css.ts.vanilla.css')
            ? names[0].replace(/\.ts\.vanilla\.css$/, '')
            : originalFileNames[0].replace(/^src\//, ''),
      },
    },
  },
});

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
