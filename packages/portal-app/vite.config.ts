import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceSourceAliases } from '../../scripts/workspace-source.mjs';

/** The portal server (`pnpm dev` at the root); the app reaches it on the same origin under /api. */
const PORTAL_SERVER_URL = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: workspaceSourceAliases() },
  server: { proxy: { '/api': PORTAL_SERVER_URL } },
  // Imported by compiled .css.ts files only, so the dependency scan cannot see them: without these, the dev
  // server discovers them on first use and reloads the page.
  optimizeDeps: {
    include: [
      '@partner-insights/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@partner-insights/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  // The portal server serves dist/ and caches dist/assets/ (content-hashed names) for good.
  build: { outDir: 'dist', assetsDir: 'assets', emptyOutDir: true },
});
