import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { workspaceSourceAliases } from '../../scripts/workspace-source.mjs';
import { LOCALES } from '../contracts/src/locales.js';
import { precompiledMessages } from './scripts/precompiledMessages.js';
import { preloadedFonts } from './scripts/preloadedFonts.js';

/** The portal server (`pnpm dev` at the root); the app reaches it on the same origin under /api. */
const PORTAL_SERVER_URL = 'http://127.0.0.1:3000';

/**
 * react-aria ships its strings in some 30 languages; the portal speaks three. By language, not locale: react-aria
 * serves es-MX from its es-ES strings and fr-CA from fr-FR where a region has none of its own.
 */
const portalLanguages = [...new Set(LOCALES.map((locale) => new Intl.Locale(locale).language))];

/**
 * The production build routes with the app's own implementation of the part of react-router's API it uses
 * (src/routes/router): react-router's JSX routes bring its data router, forms and framework mode along, as they do
 * not tree-shake (13 KB gzip of the first load; the app's is 2.5). Tests and Storybook run react-router itself.
 */
function appRouter(): Plugin {
  return {
    name: 'portal:app-router',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^react-router$/,
            replacement: fileURLToPath(new URL('src/routes/router/index.ts', import.meta.url)),
          },
        ],
      },
    }),
  };
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    optimizeLocales.vite({ locales: portalLanguages }),
    precompiledMessages(),
    appRouter(),
    preloadedFonts(),
  ],
  resolve: {
    alias: [
      ...workspaceSourceAliases(),
      // The fallback of mobx-react-lite and react-aria for React before 18; React 19 has the hook itself.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('src/stores/reactSyncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  server: { proxy: { '/api': PORTAL_SERVER_URL } },
  // Imported by compiled .css.ts files only, so the dependency scan cannot see them: without these, the dev
  // server discovers them on first use and reloads the page.
  optimizeDeps: {
    include: [
      '@partner-insights/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@partner-insights/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  build: {
    // The portal server serves dist/ and caches dist/assets/ (content-hashed names) for good.
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // The manifest lets scripts/check-bundle-size.mjs follow exactly what a route loads.
    manifest: true,
    // The browsers the portal supports run ES2022 natively: nothing is down-levelled.
    target: 'es2022',
    // They all support <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // The entry holds the whole first paint by design (below); what limits it is the gzip budget that
    // scripts/check-bundle-size.mjs holds, not Vite's generic warning about raw size.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Everything the entry needs up front in one file: one request, and gzip sees all of it at once (split into
      // shared pieces, the same code compresses worse and each piece costs a request).
      output: {
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        // Lazy chunks by hash alone: the entry lists every chunk a route preloads by file name, and names add
        // bytes to the first load that no reader sees (the manifest still maps each source to its chunk). Seven
        // characters, the fewest the bundler accepts for this many chunks: the list of some 180 names is 2.7 KB gzip.
        chunkFileNames: 'assets/[hash:7].js',
        // Stylesheets too: the entry lists each lazy chunk's stylesheet for preloading. Fonts keep their names.
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'assets/[hash:7][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
});
