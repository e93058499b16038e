import type { TrackedEventBatch } from '@partner-insights/contracts';
import statusEsMX from '../../packages/portal-app/src/features/status-pages/messages/es-MX.json' with { type: 'json' };
import statusFrCA from '../../packages/portal-app/src/features/status-pages/messages/fr-CA.json' with { type: 'json' };
import shellEsMX from '../../packages/portal-app/src/shell/messages/es-MX.json' with { type: 'json' };
import shellFrCA from '../../packages/portal-app/src/shell/messages/fr-CA.json' with { type: 'json' };
import { expect, test } from './support/portal';

// The app's catalogues of the shell (page titles, header) and of the status pages.
const esMX = { ...shellEsMX, ...statusEsMX };
const frCA = { ...shellFrCA, ...statusFrCA };

const LOCALE_STORAGE_KEY = 'partner-insights.locale';

// The spec's English texts, word for word; the translations come from the app's catalogues.
const english = {
  title: 'We couldn’t find that page…',
  description: 'The page you are trying to access does not exist or the link you clicked is broken.',
  returnHome: 'Return to Home',
  documentTitle: 'Page not found - Partner Insights',
};
const catalogues = { 'es-MX': esMX, 'fr-CA': frCA };

declare global {
  interface Window {
    sentBeacons?: TrackedEventBatch[];
  }
}

/** Records what the page hands to navigator.sendBeacon (whose body the browser's network log leaves out). */
function recordBeacons(): void {
  const sendBeacon = navigator.sendBeacon.bind(navigator);
  window.sentBeacons = [];
  navigator.sendBeacon = (url, data) => {
    if (data instanceof Blob) void data.text().then((body) => window.sentBeacons?.push(JSON.parse(body)));
    return sendBeacon(url, data);
  };
}

test('an unknown path shows the not-found page, records a page view, and leads home', async ({ page }) => {
  await page.addInitScript(recordBeacons);
  await page.goto('/reports/missing');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: english.title })).toBeVisible();
  await expect(main.getByText(english.description)).toBeVisible();
  await expect(page.getByRole('img', { name: /Partner Insights/ }).first()).toBeVisible();
  await expect(page).toHaveTitle(english.documentTitle);
  await page.screenshot({ path: 'test-results/e2e/not-found-en-US.png', fullPage: true });

  await main.getByRole('link', { name: english.returnHome }).click();
  await expect(page).toHaveURL(/\/$/);

  // Hiding the page for good sends what the tracker has queued, as a beacon the server stores.
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/analytics/events'));
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
  expect((await stored).status()).toBe(204);
  const pageViews = await page.evaluate(() =>
    (window.sentBeacons ?? []).flatMap(({ events }) => events.filter((event) => event.kind === 'pageView')),
  );
  expect(pageViews.map((event) => event.name)).toEqual(['Reports Missing', 'Home']);
});

for (const [locale, messages] of Object.entries(catalogues)) {
  test(`the not-found page speaks ${locale}`, async ({ page }) => {
    await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
      key: LOCALE_STORAGE_KEY,
      value: locale,
    });
    await page.goto('/nothing/here');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name: messages['notFound.title'] })).toBeVisible();
    await expect(page.getByText(messages['notFound.description'])).toBeVisible();
    await expect(page.getByRole('link', { name: messages['notFound.returnHome'] })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle(`${messages['pageTitle.notFound']} - Partner Insights`);
    await page.screenshot({ path: `test-results/e2e/not-found-${locale}.png`, fullPage: true });
  });
}
