import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, expect } from 'vitest';
import { commands } from 'vitest/browser';

import type { ForcedColors } from './globals';
import { storyCanvasAttribute, type ScreenshotTarget } from './storyCanvas';

declare module 'vitest' {
  interface TestContext {
    /** The story under test, set by Storybook's Vitest plugin. */
    story?: ComposedStoryFn;
  }
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateForcedColors: (forcedColors: ForcedColors) => Promise<void>;
  }
}

// Every story is a screenshot test: once its play function has passed, the story's canvas must
// match the baseline named after the story id.
afterEach(async ({ story, task }) => {
  if (!story || task.result?.state === 'fail') return;

  const canvas = document.querySelector<HTMLElement>(`[${storyCanvasAttribute}]`);
  if (!canvas) throw new Error(`Story "${story.id}" did not render inside the story canvas.`);
  const target: ScreenshotTarget = story.parameters.screenshot?.target ?? 'canvas';

  // Load every declared face up front: `document.fonts.ready` alone can settle before text asks for one.
  await Promise.all([...document.fonts].map((face) => face.load()));
  await document.fonts.ready;

  const inForcedColors = story.globals.forcedColors === 'active';
  if (inForcedColors) await commands.emulateForcedColors('active');
  try {
    await expect(target === 'viewport' ? document.body : canvas).toMatchScreenshot(`${story.id}.png`);
  } finally {
    if (inForcedColors) await commands.emulateForcedColors('none');
  }
});
