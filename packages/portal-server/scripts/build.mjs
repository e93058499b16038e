// Builds the runnable server into dist/: main.js, the embedded database's worker, pglite-worker.js, and the
// command that creates a super admin, create-admin.js.
// Workspace packages (contracts) are bundled from source; npm dependencies stay external, installed beside.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { build, defaultServerConditions } from 'vite';
import { WORKSPACE_SOURCE_CONDITION } from '../../../scripts/workspace-source.mjs';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const externalPackages = Object.entries(manifest.dependencies ?? {})
  .filter(([, version]) => !version.startsWith('workspace:'))
  .map(([name]) => name);
const isExternal = (id) =>
  id.startsWith('node:') ||
  builtinModules.includes(id) ||
  externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

await build({
  configFile: false,
  logLevel: 'warn',
  resolve: { conditions: [WORKSPACE_SOURCE_CONDITION, ...defaultServerConditions] },
  ssr: { resolve: { conditions: [WORKSPACE_SOURCE_CONDITION, ...defaultServerConditions] }, noExternal: true },
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      input: {
        main: 'src/main.ts',
        'pglite-worker': 'src/platform/db/embedded/worker.ts',
        'create-admin': 'src/create-admin.ts',
      },
      external: isExternal,
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
