// Bytes on the wire of a signed-in user's first load of /apps (cold cache), as the server sends them now and as
// it would without compression (the browser asking for `identity`). Needs a build (pnpm build).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { startBuiltPortal } from '../lib/built-portal.mjs';
import { reportFigure } from '../lib/figures.mjs';

const USER = 'user@acme-foods.test';
const PASSWORD = 'demo-password';

/** Signs in, then loads /apps in a fresh tab with the cache off and adds up what crossed the network. */
async function firstLoadBytes(browser, portalUrl, acceptEncoding) {
  const context = await browser.newContext({ baseURL: portalUrl });
  const signIn = await context.newPage();
  await signIn.goto('/login');
  await signIn.getByLabel('Email').fill(USER);
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await signIn.waitForURL((url) => !url.pathname.startsWith('/login'));
  await signIn.close();

  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (acceptEncoding) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } });
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
    bytes += encodedDataLength;
    requests += 1;
  });
  await page.goto('/apps', { waitUntil: 'networkidle' });
  await context.close();
  return { bytes, requests };
}

const portal = await startBuiltPortal();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  const uncompressed = await firstLoadBytes(browser, portal.url, 'identity');
  const compressed = await firstLoadBytes(browser, portal.url);
  const kb = ({ bytes }) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`First load of /apps, signed in, cold cache (${compressed.requests} requests):`);
  console.log(`  without compression  ${kb(uncompressed)}`);
  console.log(`  as sent              ${kb(compressed)}`);
  reportFigure('Wire bytes', 'First load of /apps, uncompressed', kb(uncompressed));
  reportFigure('Wire bytes', 'First load of /apps, as sent', kb(compressed));
} finally {
  await browser.close();
  await portal.stop();
}
