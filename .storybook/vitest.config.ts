import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import type { ForcedColors } from './globals';

// Absolute paths: Vitest loads this project from the repository root.
const configDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(configDir, '..');
const baselineDir = path.join(repoRoot, 'screenshots', 'stories');

const chromiumArgs = [
  '--headless',
  ...CHROMIUM_ARGS,
  // Re-raster whole tiles: re-rastering only the changed part of a tile (after a hover or a key
  // press) anti-aliases rounded edges a pixel differently, depending on frame timing.
  '--disable-partial-raster',
];

/** Switches the test browser's forced-colors media feature, as Windows high contrast mode does. */
const emulateForcedColors: BrowserCommand<[forcedColors: ForcedColors]> = async ({ page }, forcedColors) => {
  await page.emulateMedia({ forcedColors });
};

export default defineProject({
  root: repoRoot,
  plugins: [storybookTest({ configDir })],
  // Imports that vanilla-extract adds while compiling styles escape Vite's start-up scan; bundling
  // them up front keeps Vite from reloading the page in the middle of a run.
  optimizeDeps: {
    include: [
      '@partner-insights/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@partner-insights/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  test: {
    name: 'storybook',
    setupFiles: [path.join(configDir, 'vitest.setup.ts')],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs },
        // Room for the widest story viewport (desktop, 1440 x 900): Vitest scales down a test
        // frame that does not fit the page, which would blur every screenshot.
        contextOptions: { viewport: { width: 1920, height: 1080 } },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1024, height: 768 },
      // Storybook's plugin turns file writes off; screenshot baselines need them. No fixed port, so
      // several runs can share a machine.
      api: { allowWrite: true },
      commands: { emulateForcedColors },
      expect: {
        toMatchScreenshot: {
          // Strict: any changed pixel fails, including anti-aliased edges.
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0, includeAA: true },
          screenshotOptions: { animations: 'disabled', caret: 'hide' },
          resolveScreenshotPath: ({ arg, ext }) => path.join(baselineDir, `${arg}${ext}`),
        },
      },
    },
  },
});
