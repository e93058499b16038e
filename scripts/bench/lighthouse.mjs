// Lighthouse's mobile audit (Moto G Power emulation, simulated slow 4G) of the portal's main pages in Debian's
// Chromium: performance, accessibility and best practices, with LCP, TBT and CLS. Needs a build (pnpm build).
// Signs in first where a page needs it; Lighthouse then audits in the same browser profile.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { startBuiltPortal } from '../lib/built-portal.mjs';
import { reportFigure } from '../lib/figures.mjs';

/** Each page with who looks at it: null for a visitor. */
const PAGES = [
  ['/login', null],
  ['/apps', 'user@acme-foods.test'],
  ['/support/ticketCreation', 'user@acme-foods.test'],
  ['/admin/userList', 'admin@acme-foods.test'],
  ['/dataDictionary', 'user@acme-foods.test'],
];
const PASSWORD = 'demo-password';

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function signIn(context, baseUrl, email) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.close();
}

/**
 * Opens every page once before measuring. A server that has just started compiles its code and fills its database's
 * caches on its first requests, and Lighthouse's simulation charges that wait to whatever page it audits first.
 */
async function warmUp(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const [path, email] of PAGES) {
      const context = await browser.newContext();
      if (email) await signIn(context, baseUrl, email);
      await (await context.newPage()).goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/** One audit in a fresh profile, so that no page is measured with another's cache. */
async function audit(baseUrl, path, email) {
  const profile = mkdtempSync(join(tmpdir(), 'pi-lighthouse-'));
  const debuggingPort = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    if (email) await signIn(context, baseUrl, email);
    const { lhr } = await lighthouse(`${baseUrl}${path}`, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const score = (category) => Math.round(lhr.categories[category].score * 100);
    const ms = (audit) => Math.round(lhr.audits[audit].numericValue);
    return {
      page: path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      cls: lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const portal = await startBuiltPortal();
try {
  await warmUp(portal.url);
  const rows = [];
  for (const [path, email] of PAGES) rows.push(await audit(portal.url, path, email));
  console.table(rows);
  for (const { page, performance, accessibility, bestPractices, lcpMs, tbtMs, cls } of rows) {
    reportFigure(
      'Lighthouse',
      page,
      `performance ${performance}, accessibility ${accessibility}, best practices ${bestPractices}; ` +
        `LCP ${lcpMs} ms, TBT ${tbtMs} ms, CLS ${cls}`,
    );
  }
} finally {
  await portal.stop();
}
