// Page loads on a busy machine: signed-in tabs open pages side by side, half of them reached through a guard's
// redirect (a regular user sent from the user list to "Access denied"), while a loop keeps a core busy. Prints how
// many loads never left "Loading page…" within 10 s, the fault this script was written to find. Needs a build.
//   node scripts/reliability/page-loads.mjs [--seconds 150] [--tabs 3]
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { startBuiltPortal } from '../lib/built-portal.mjs';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '150' }, tabs: { type: 'string', default: '3' } },
});
const SECONDS = Number(values.seconds);
const TABS = Number(values.tabs);
const HEADING_TIMEOUT_MS = 10_000;
// Each pair: the address opened and the heading of the page it ends on.
const LOADS = [
  ['/admin/userList', 'Access denied'],
  ['/support', 'How can we help?'],
];

async function signedInTab(browser, url) {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill('user@acme-foods.test');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((address) => !address.pathname.startsWith('/login'));
  return page;
}

/** Opens the pages in turn until `deadline`; counts the loads by the address opened. */
async function loadPages(page, deadline, counts) {
  for (let turn = 0; Date.now() < deadline; turn += 1) {
    const [path, heading] = LOADS[turn % LOADS.length];
    const count = (counts[path] ??= { loads: 0, stuck: 0 });
    count.loads += 1;
    await page.goto(path);
    try {
      await page.getByRole('heading', { name: heading }).waitFor({ timeout: HEADING_TIMEOUT_MS });
    } catch {
      count.stuck += 1;
      const shown = await page
        .locator('main')
        .innerText({ timeout: 1000 })
        .catch(() => 'no page');
      console.log(`${path}: "${shown}" at ${new URL(page.url()).pathname}`);
    }
  }
}

const portal = await startBuiltPortal();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
const busyLoop = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
try {
  const pages = await Promise.all(Array.from({ length: TABS }, () => signedInTab(browser, portal.url)));
  const counts = {};
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(pages.map((page) => loadPages(page, deadline, counts)));
  console.log(`${TABS} tabs for ${SECONDS} s, one core kept busy:`);
  for (const [path, { loads, stuck }] of Object.entries(counts)) {
    console.log(`  ${path.padEnd(16)} ${String(loads).padStart(4)} loads, ${stuck} left on "Loading page…"`);
  }
} finally {
  busyLoop.kill();
  await browser.close();
  await portal.stop();
}
