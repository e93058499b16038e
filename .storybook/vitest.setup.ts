import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';

import { provideDropFromDesktop, type DesktopFile } from './desktopDrop';
import { expectVisibleFocus, focusRingTag } from './focusAppearance';
import type { ForcedColors } from './globals';
import { storyCanvasAttribute, type ScreenshotTarget } from './storyCanvas';

declare module 'vitest' {
  interface TestContext {
    /** The story under test, set by Storybook's Vitest plugin. */
    story?: ComposedStoryFn;
  }
  interface TaskMeta {
    /** Where the visual report files the story's screenshot (see scripts/visual). */
    screenshot?: { locale: string; route?: string; width: number };
  }
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateForcedColors: (forcedColors: ForcedColors) => Promise<void>;
    dropFiles: (selector: string, files: DesktopFile[]) => Promise<void>;
    resizeTestWindow: (height: number) => Promise<void>;
  }
}

provideDropFromDesktop((target, files) => commands.dropFiles(page.elementLocator(target).selector, files));

/**
 * Brings every finite animation in the document to its end (an overlay's entrance, a hover's transition),
 * including those that start as others end, so the screenshot shows the story at rest. Storybook pauses CSS
 * animations while its own after-play checks run and restarts them afterwards, so entrances replay here;
 * fast-forwarding them, rather than waiting, gives the same frame every run. Left alone, as the
 * screenshot's `animations: 'disabled'` leaves them too: infinite animations (a spinner, a skeleton's
 * pulse), which never finish, and animations a story holds still with a playback rate of 0.
 */
async function finiteAnimationsFinished() {
  let finishedAny = false;
  for (;;) {
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.playbackRate !== 0 &&
          Number.isFinite(animation.effect?.getComputedTiming().endTime),
      );
    if (running.length === 0) break;
    for (const animation of running) animation.finish();
    finishedAny = true;
    // Let the page react to the ends (react-aria drops an overlay's entering state) and start what follows.
    await new Promise(requestAnimationFrame);
  }
  // Chromium lets go of an animated element's compositing layer some time after the animation ends, which
  // moves a shadow's anti-aliasing by a pixel: give it that time, so every run paints the same frame.
  if (finishedAny) await new Promise((resolve) => setTimeout(resolve, 500));
}

// Forced colours paint the text caret in a system colour whatever the page says, so the screenshot cannot hide
// it: keep it from blinking instead, so every run catches it in the same state.
const steadyCaret = document.createElement('style');
steadyCaret.textContent = '* { caret-animation: manual !important; }';
document.head.append(steadyCaret);

/**
 * Makes the test frame as tall as the page, so a page shot shows all of it, as a reader scrolling down sees it, and
 * not only its first screen (the frame clips what lies below it); the test window grows to hold it. The page's main
 * area keeps the height of the screen it was laid out on: it is at least a screen tall (`100dvh`), which would
 * otherwise grow with the frame.
 */
async function showWholePage() {
  const screen = { width: window.innerWidth, height: window.innerHeight };
  const screenTall = document.createElement('style');
  screenTall.textContent = `main { min-height: ${screen.height}px !important; }`;
  document.head.append(screenTall);
  const pageHeight = Math.max(screen.height, document.documentElement.scrollHeight);
  await commands.resizeTestWindow(pageHeight);
  await page.viewport(screen.width, pageHeight);
  await new Promise(requestAnimationFrame);
  return {
    restore: async () => {
      screenTall.remove();
      await page.viewport(screen.width, screen.height);
      await commands.resizeTestWindow(0);
    },
  };
}

// Every story is a screenshot test: once its play function has passed, the story's canvas must
// match the baseline named after the story id. Stories tagged for it then have their focus indicators
// checked by keyboard, after the screenshot, which the walk would change.
afterEach(async ({ story, task }) => {
  if (!story || task.result?.state === 'fail') return;

  const canvas = document.querySelector<HTMLElement>(`[${storyCanvasAttribute}]`);
  if (!canvas) throw new Error(`Story "${story.id}" did not render inside the story canvas.`);
  const target: ScreenshotTarget = story.parameters.screenshot?.target ?? 'canvas';

  // A page shot in another language has no play function to wait with: the page is in once its heading is (its
  // code and its messages load after the route's first render).
  if (story.parameters.pageShot) {
    await expect.poll(() => canvas.querySelector('h1'), { timeout: 5000 }).not.toBeNull();
  }
  await finiteAnimationsFinished();
  // Load every declared face up front: `document.fonts.ready` alone can settle before text asks for one.
  await Promise.all([...document.fonts].map((face) => face.load()));
  await document.fonts.ready;

  task.meta.screenshot = {
    locale: story.globals.locale,
    // A page's shots (pageShots.ts) are filed under the address its story opens.
    route: story.parameters.pageShot ? story.parameters.app?.path?.split('?')[0] : undefined,
    width: window.innerWidth,
  };
  const inForcedColors = story.globals.forcedColors === 'active';
  if (inForcedColors) await commands.emulateForcedColors('active');
  const wholePage = story.parameters.pageShot ? await showWholePage() : undefined;
  try {
    await expect(target === 'viewport' ? document.body : canvas).toMatchScreenshot(`${story.id}.png`);
  } finally {
    await wholePage?.restore();
    if (inForcedColors) await commands.emulateForcedColors('none');
  }
  if (story.tags.includes(focusRingTag)) await expectVisibleFocus(canvas);
});
