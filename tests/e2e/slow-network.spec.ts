import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/portal';
import { addressesOpenedBy } from './support/routeWalk';

/**
 * On a slow network no page may show a state its data does not support: every API answer is held back, the page is
 * sampled at every change while it loads, and whatever it showed must still hold once it has settled (a tile's
 * access and label, a banner, a header item, an empty or error state). Nothing may move either: the layout shift
 * of every page is 0.
 */

/** What a sample records of the page; every key a string that must still be there once the page settles. */
interface Sample {
  /** `<tile title>: <launchable | pending | locked>[ <label>]` */
  readonly tiles: readonly string[];
  readonly banners: readonly string[];
  /** The header's links, buttons and labels. */
  readonly headerItems: readonly string[];
  /** Empty, "No results", error and other status texts in the page (loading ones aside). */
  readonly states: readonly string[];
}

declare global {
  interface Window {
    pageSamples: Sample[];
    layoutShifts: { value: number; sources: string[] }[];
    samplePage: () => Sample;
  }
}

/** Installed in every document before its scripts: samples at each change, records layout shifts. */
function watchThePage() {
  const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const describe = (node: Node | null): string => {
    if (node === null) return '(gone)';
    if (!(node instanceof Element)) return `text in ${describe(node.parentElement)}`;
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${text(node).slice(0, 40)}"`;
  };
  const isLoadingText = (state: string) => /\bloading\b|cargando|chargement/i.test(state);
  window.samplePage = () => {
    const main = document.querySelector('main');
    const tiles = [...(main?.querySelectorAll('article') ?? [])].flatMap((tile) => {
      const heading = tile.querySelector('h2, h3, h4');
      if (!heading) return [];
      const title = heading.firstChild?.textContent ?? '';
      const label = text(heading).slice(title.length);
      const body = text(tile);
      const access = /Launch App/.test(body)
        ? 'launchable'
        : /working on your access/.test(body)
          ? 'pending'
          : 'locked';
      return [`${title}: ${access}${label ? ` ${label}` : ''}`];
    });
    const banners = [...document.querySelectorAll('[id^="banner-"], [id^="block-banner-"]')].map(
      (banner) => `${banner.id} ${text(banner)}`,
    );
    const header = document.querySelector('header');
    const headerItems = [...(header?.querySelectorAll('a, button, label') ?? [])].map(text).filter(Boolean);
    const states = [...(main?.querySelectorAll('[role="status"], [role="alert"]') ?? [])]
      .map(text)
      .filter((state) => state && !isLoadingText(state));
    return { tiles, banners, headerItems, states };
  };
  window.pageSamples = [];
  window.layoutShifts = [];
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      window.pageSamples.push(window.samplePage());
    });
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    })[]) {
      if (!entry.hadRecentInput)
        window.layoutShifts.push({ value: entry.value, sources: entry.sources.map((source) => describe(source.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Holds every API answer back by `delayMs`, and counts the calls made and under way (analytics aside). */
async function slowApi(page: Page, delayMs: number) {
  let made = 0;
  let underWay = 0;
  let lastSettled = Date.now();
  await page.route('**/api/**', async (route) => {
    const counted = !route.request().url().includes('/api/analytics');
    if (counted) {
      made += 1;
      underWay += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    try {
      await route.continue();
    } finally {
      if (counted) underWay -= 1;
      lastSettled = Date.now();
    }
  });
  /** Opens `path` and resolves once its calls have answered and it has drawn the last of them (no skeleton left). */
  return async function openSettled(path: string) {
    const madeBefore = made;
    await page.goto(path);
    await expect
      .poll(
        async () =>
          made > madeBefore &&
          underWay === 0 &&
          Date.now() - lastSettled > 500 &&
          (await page.evaluate(
            () =>
              document.querySelector('main') !== null &&
              ![...document.querySelectorAll('[role="status"]')].some((status) =>
                /\bloading\b|cargando|chargement/i.test(status.textContent ?? ''),
              ),
          )),
        { timeout: 30_000, intervals: [100] },
      )
      .toBe(true);
  };
}

/** Opens `path`, waits for it to settle, and lists what it showed while loading that the settled page contradicts. */
async function visit(page: Page, path: string, openSettled: (path: string) => Promise<void>): Promise<string[]> {
  await openSettled(path);
  const { samples, final, shifts } = await page.evaluate(() => ({
    samples: window.pageSamples,
    final: window.samplePage(),
    shifts: window.layoutShifts,
  }));
  const where = `${path} (${new URL(page.url()).pathname})`;
  const problems: string[] = [];
  for (const key of ['tiles', 'banners', 'headerItems', 'states'] as const) {
    const shown = new Set(samples.flatMap((sample) => sample[key]));
    for (const item of shown) {
      if (!final[key].includes(item)) problems.push(`${where}: ${key} showed "${item}", gone once settled`);
    }
  }
  for (const shift of shifts) {
    problems.push(`${where}: layout shift ${shift.value.toFixed(4)} of ${shift.sources.join(', ')}`);
  }
  return problems;
}

/** One of `count` equal shares of a route walk: the journeys' workers walk the shares side by side. */
interface Share {
  readonly index: number;
  readonly count: number;
}

/** Walks `paths`, or every route the account may open (its `share` of them), with every API answer `delayMs` late. */
async function walk(
  page: Page,
  delayMs: number,
  account: string | null,
  paths?: readonly string[],
  share: Share = { index: 0, count: 1 },
) {
  // Signing in and listing the routes are not what is looked at: they go at full speed.
  if (account) await signIn(page, account);
  const addresses = (paths ?? (await addressesOpenedBy(page, 'US'))).filter(
    (_, at) => at % share.count === share.index,
  );
  const openSettled = await slowApi(page, delayMs);
  await page.addInitScript(watchThePage);
  const problems: string[] = [];
  for (const path of addresses) problems.push(...(await visit(page, path, openSettled)));
  expect(problems).toEqual([]);
}

const PUBLIC_PAGES = ['/', '/articles/insights', '/contactUs', '/support', '/privacyPolicy', '/terms'];

// Each page waits for its answers and then watches a while: about 3 s a page on a busy machine.
test.describe('on a slow network (every API answer 400 ms late)', () => {
  test('a visitor’s pages show only what holds', async ({ page }) => {
    test.setTimeout(60_000);
    await walk(page, 400, null, PUBLIC_PAGES);
  });

  // A regular user's routes are the supplier admin's without administration; what differs on them (locked tiles,
  // the admin landing's refusal) is walked at 1.5 s below.
  // A supplier admin opens about twice as many routes as a super admin: their walk is cut in more shares.
  for (const [role, account, shares] of [
    ['a supplier admin', 'admin@acme-foods.test', 3],
    ['a super admin', 'superadmin@partner-insights.test', 1],
  ] as const) {
    for (let index = 0; index < shares; index += 1) {
      const part = shares > 1 ? ` (share ${index + 1} of ${shares})` : '';
      test(`every route ${role} may open shows only what holds${part}`, async ({ page }) => {
        test.setTimeout(120_000);
        await walk(page, 400, account, undefined, { index, count: shares });
      });
    }
  }
});

// The pages whose states derive from several answers, with each answer a long while apart.
test.describe('on a very slow network (every API answer 1.5 s late)', () => {
  test('a regular user’s launch list and key pages show only what holds', async ({ page }) => {
    test.setTimeout(60_000);
    await walk(page, 1_500, 'user@acme-foods.test', ['/apps', '/profile/requestAccess', '/admin']);
  });

  test('a supplier admin’s user list shows only what holds', async ({ page }) => {
    test.setTimeout(60_000);
    await walk(page, 1_500, 'admin@acme-foods.test', ['/admin/userList', '/admin/accessReview']);
  });

  test('a super admin’s company list and user search show only what holds', async ({ page }) => {
    test.setTimeout(60_000);
    await walk(page, 1_500, 'superadmin@partner-insights.test', ['/companyList', '/globalUserManagement']);
  });
});
