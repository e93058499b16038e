// How soon a page shows once its address is opened (issue 18): signs in on the built portal, then opens each page
// in a fresh browser context (signed in, nothing cached) several times, and records from the navigation's start when
// the page's heading appears and when its content does (the first row of its table, its form). Prints the median and
// the slowest run of each, twice: without throttling, which shows the time the page's own waiting adds (its code,
// its answers, React's reveal), and on a phone's slow 4G as Chromium applies it (Lighthouse's DevTools throttling of
// its mobile audit), where every request the page waits for in turn costs a round trip.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { startBuiltPortal } from '../lib/built-portal.mjs';
import { reportFigure } from '../lib/figures.mjs';

const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 7;
/**
 * Lighthouse's DevTools throttling for its mobile audit (slow 4G: 150 ms round trips, 1.6 Mbps, applied per request as
 * 562.5 ms of latency and 90 % of the throughput; the CPU four times slower), or none.
 */
const CONDITIONS = [
  ['unthrottled', null, RUNS],
  [
    'slow 4G, CPU ×4',
    {
      network: {
        offline: false,
        latency: 562.5,
        downloadThroughput: (1474.56 * 1024) / 8,
        uploadThroughput: (675 * 1024) / 8,
      },
      cpuRate: 4,
    },
    // The network sets the pace there: runs differ by under 1 %.
    3,
  ],
];
/** Each page, who opens it, and what its content is. */
const PAGES = [
  ['/apps', 'user@acme-foods.test', 'main a[href]'],
  ['/support/ticketCreation', 'user@acme-foods.test', 'main form'],
  ['/admin/userList', 'admin@acme-foods.test', 'main tbody tr td'],
  ['/dataDictionary', 'user@acme-foods.test', 'main tbody tr td'],
];

/** Records, in the page, when the heading and the content first appear (ms from the navigation's start). */
function watch(contentSelector) {
  const seen = {};
  window.__reveal = seen;
  const check = () => {
    seen.heading ??= document.querySelector('main h1') ? performance.now() : undefined;
    seen.content ??= document.querySelector(contentSelector) ? performance.now() : undefined;
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
}

async function signedInState(browser, baseUrl, email) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const state = await context.storageState();
  await context.close();
  return state;
}

async function throttle(context, page, { network, cpuRate }) {
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', network);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;

const portal = await startBuiltPortal();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const rows = [];
  for (const [condition, throttling, runs] of CONDITIONS) {
    for (const [path, email, contentSelector] of PAGES) {
      const storageState = await signedInState(browser, portal.url, email);
      const headings = [];
      const contents = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ storageState });
        await context.addInitScript(watch, contentSelector);
        const page = await context.newPage();
        if (throttling) await throttle(context, page, throttling);
        await page.goto(`${portal.url}${path}`);
        await page.waitForFunction(() => window.__reveal.heading && window.__reveal.content, null, { timeout: 60_000 });
        const { heading, content } = await page.evaluate(() => window.__reveal);
        headings.push(heading);
        contents.push(content);
        await context.close();
      }
      rows.push({
        condition,
        page: path,
        heading: ms(median(headings)),
        headingSlowest: ms(Math.max(...headings)),
        content: ms(median(contents)),
        contentSlowest: ms(Math.max(...contents)),
      });
    }
  }
  console.log(`Each page opened ${RUNS} times (3 on slow 4G) in a fresh context, signed in, nothing cached:`);
  console.table(rows);
  for (const { condition, page, heading, content } of rows) {
    reportFigure(`Page reveal, ${condition}`, page, `heading ${heading}, content ${content} (medians)`);
  }
} finally {
  await browser.close();
  await portal.stop();
}
