import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import type { Plugin } from 'vite';
import type { BrowserCommand } from 'vitest/node';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { baselineDir, runDir } from '../scripts/visual/paths.mjs';
import { workspaceSourceAliases } from '../scripts/workspace-source.mjs';
import type { DesktopFile } from './desktopDrop';
import type { ForcedColors } from './globals';

// Absolute paths: Vitest loads this project from the repository root.
const configDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(configDir, '..');

const chromiumArgs = [
  '--headless',
  ...CHROMIUM_ARGS,
  // Re-raster whole tiles: re-rastering only the changed part of a tile (after a hover or a key
  // press) anti-aliases rounded edges a pixel differently, depending on frame timing.
  '--disable-partial-raster',
];

/**
 * The size of the browser window story tests run in. Vitest scales down a test frame that does not fit it, which
 * would blur the screenshot: it has room for the widest story viewport (desktop, 1440 x 900). A page shot, whose
 * frame grows to the whole page's height, grows the window with it for its screenshot (`resizeTestWindow`).
 */
const testWindow = { width: 1920, height: 1080 } as const;

/** Switches the test browser's forced-colors media feature, as Windows high contrast mode does. */
const emulateForcedColors: BrowserCommand<[forcedColors: ForcedColors]> = async ({ page }, forcedColors) => {
  await page.emulateMedia({ forcedColors });
};

/** Makes the test window tall enough for a test frame of `height` px (a page shot's whole page), or gives it back its size. */
const resizeTestWindow: BrowserCommand<[height: number]> = async ({ page }, height) => {
  await page.setViewportSize({ width: testWindow.width, height: Math.max(testWindow.height, height) });
};

/**
 * Drops files from the desktop on the element `selector` finds in the story's frame, with Chromium's
 * input events (DevTools protocol), so the page gets real files on disk; they are removed once dropped.
 */
const dropFiles: BrowserCommand<[selector: string, files: DesktopFile[]]> = async (
  { page, frame },
  selector,
  files,
) => {
  const box = await (await frame()).locator(selector).boundingBox();
  if (!box) throw new Error(`Nothing to drop on: "${selector}" is not visible.`);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'story-drop-'));
  const cdp = await page.context().newCDPSession(page);
  try {
    const paths = await Promise.all(
      files.map(async ({ name, sizeBytes }) => {
        const filePath = path.join(folder, name);
        await writeFile(filePath, Buffer.alloc(sizeBytes));
        return filePath;
      }),
    );
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // Operations mask 1: the drag offers a copy, as a file manager does.
    const data = { items: [], files: paths, dragOperationsMask: 1 };
    for (const type of ['dragEnter', 'dragOver', 'drop'] as const) {
      await cdp.send('Input.dispatchDragEvent', { type, ...at, data });
    }
  } finally {
    await cdp.detach();
    await rm(folder, { recursive: true, force: true });
  }
};

/**
 * Runs after Storybook's Vitest transform, which turns each story into `test(name, testStory({...}))` calls in
 * a block guarded by `_isRunningFromThisFile`: routes those calls through withPageShots (pageShots.ts), so a
 * story tagged `page-shots` becomes one test per language and width.
 */
function pageShotsTransform(configDir: string): Plugin {
  const pageShotsModule = path.join(configDir, 'pageShots.ts');
  return {
    name: 'partner-insights:page-shots',
    enforce: 'post',
    transform(code, id) {
      if (!/\.stories\.tsx?$/.test(id.split('?')[0] ?? '')) return undefined;
      const testName = /\{\s*test as (\w+)/.exec(code)?.[1];
      const testStoryName = /\{\s*testStory as (\w+)/.exec(code)?.[1];
      const guard = /if \((_isRunningFromThisFile\w*)\) \{/.exec(code);
      if (!testName || !testStoryName || !guard) return undefined;
      const testsBlock = code
        .slice(guard.index + guard[0].length)
        .replaceAll(`${testName}(`, '__pageTest(')
        .replaceAll(`${testStoryName}(`, '__pageTestStory(');
      return {
        code:
          `import { withPageShots as __withPageShots } from ${JSON.stringify(pageShotsModule)};\n` +
          code.slice(0, guard.index) +
          `${guard[0]}\nconst { pageTest: __pageTest, pageTestStory: __pageTestStory } = __withPageShots(${testName}, ${testStoryName});` +
          testsBlock,
        map: null,
      };
    },
  };
}

export default defineProject({
  root: repoRoot,
  plugins: [storybookTest({ configDir }), pageShotsTransform(configDir)],
  // vanilla-extract compiles every .css.ts with this file's settings, not Storybook's: without the aliases a
  // package's styles would read the theme contract from ui's build, whose variable names the page never defines.
  resolve: { alias: workspaceSourceAliases() },
  // Imports that vanilla-extract adds while compiling styles escape Vite's start-up scan; bundling
  // them up front keeps Vite from reloading the page in the middle of a run.
  optimizeDeps: {
    include: [
      '@partner-insights/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@partner-insights/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@partner-insights/ui > react-aria/filterDOMProps',
      '@partner-insights/ui > react-aria/I18nProvider',
      '@partner-insights/ui > react-aria/useLandmark',
      '@partner-insights/ui > react-aria/usePress',
      '@partner-insights/ui > react-aria/useProgressBar',
      '@partner-insights/ui > react-aria/useSearchField',
      '@partner-insights/ui > react-aria/useTextField',
      '@partner-insights/ui > react-stately/useSearchFieldState',
      '@partner-insights/ui > react-stately/useToastState',
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
        contextOptions: { viewport: testWindow },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1024, height: 768 },
      // Storybook's plugin turns file writes off; screenshot baselines need them. No fixed port, so
      // several runs can share a machine.
      api: { allowWrite: true },
      commands: { emulateForcedColors, dropFiles, resizeTestWindow },
      expect: {
        toMatchScreenshot: {
          // Strict: any changed pixel fails, including anti-aliased edges.
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0, includeAA: true },
          screenshotOptions: { animations: 'disabled', caret: 'hide' },
          resolveScreenshotPath: ({ arg, ext }) => path.join(baselineDir, `${arg}${ext}`),
          // A difference's new screenshot and diff, and a story's first screenshot when baselines are not
          // written (CI, `pnpm visual`), land in one folder, from which `pnpm visual` builds its report.
          resolveDiffPath: ({ arg, ext }) => path.join(runDir, `${arg}${ext}`),
        },
      },
    },
  },
});
