import type { Meta, StoryObj } from '@storybook/react-vite';

import { locales } from './globals';

/**
 * Tag for a page's main story: its story test becomes one screenshot per language and width, so every route is
 * reviewed the same way without a story per variant. Add it to the page's main story only. Its play function
 * runs in its own language; `parameters.pageShots.plays` may give the checks for the others (they check texts).
 */
export const pageShotsTag = 'page-shots';

type Locale = (typeof locales)[number]['value'];
export interface PageShotsParameters {
  pageShots?: { plays?: Partial<Record<Locale, StoryObj['play']>> };
}

/** The widths a page is captured at: the spec's laptop layout and its narrowest phone. */
export const pageShotViewports = {
  'page-wide': { name: 'Page, 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  'page-phone': { name: 'Page, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
} as const;

type PageShotViewport = keyof typeof pageShotViewports;

const pageShots = locales.flatMap(({ value: locale }) =>
  (Object.keys(pageShotViewports) as PageShotViewport[]).map((viewport) => ({
    locale,
    viewport,
    width: parseInt(pageShotViewports[viewport].styles.width, 10),
  })),
);

interface TestStoryArgs {
  exportName: string;
  story: StoryObj & { tags?: string[]; parameters?: PageShotsParameters };
  meta: Meta & { tags?: string[] };
  storyId: string;
}
type StoryTest = (...args: never[]) => unknown;

/**
 * Wraps the story test functions of Storybook's Vitest transform (see pageShotsTransform in vitest.config.ts): a test of a story
 * tagged `page-shots` is registered once per language and width instead. The first (en-US, 1280 px) keeps the
 * story's name and id; the others are named and identified after their language and width.
 */
export function withPageShots<Test extends (name: string, fn: StoryTest) => unknown>(
  test: Test,
  testStory: (args: TestStoryArgs) => StoryTest,
) {
  const argsOfTest = new WeakMap<StoryTest, TestStoryArgs>();
  const pageTestStory = (args: TestStoryArgs) => {
    const fn = testStory(args);
    argsOfTest.set(fn, args);
    return fn;
  };
  const pageTest = (name: string, fn: StoryTest) => {
    const args = argsOfTest.get(fn);
    const tags = [...(args?.meta.tags ?? []), ...(args?.story.tags ?? [])];
    if (!args || !tags.includes(pageShotsTag)) return test(name, fn);
    const ownLocale = args.story.globals?.locale ?? 'en-US';
    for (const [index, { locale, viewport, width }] of pageShots.entries()) {
      const main = index === 0;
      const suffix = `${locale.toLowerCase()}-${width}`;
      const storyId = main ? args.storyId : `${args.storyId}-${suffix}`;
      const story = {
        ...args.story,
        globals: { ...args.story.globals, locale, viewport: { value: viewport, isRotated: false } },
        parameters: { ...args.story.parameters, __id: storyId, pageShot: true },
        play: locale === ownLocale ? args.story.play : args.story.parameters?.pageShots?.plays?.[locale],
      };
      test(main ? name : `${name} ${locale} ${width}px`, testStory({ ...args, story, storyId }));
    }
  };
  return { pageTest, pageTestStory };
}
