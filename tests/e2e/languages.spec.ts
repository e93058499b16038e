import statusEsMX from '../../packages/portal-app/src/features/status-pages/messages/es-MX.json' with { type: 'json' };
import statusFrCA from '../../packages/portal-app/src/features/status-pages/messages/fr-CA.json' with { type: 'json' };
import shellEsMX from '../../packages/portal-app/src/shell/messages/es-MX.json' with { type: 'json' };
import shellFrCA from '../../packages/portal-app/src/shell/messages/fr-CA.json' with { type: 'json' };
import { expect, test } from './support/portal';

// The app's catalogues of the shell (page titles, header) and of the status pages.
const esMX = { ...shellEsMX, ...statusEsMX };
const frCA = { ...shellFrCA, ...statusFrCA };

for (const [locale, language, messages] of [
  ['es-MX', 'Español', esMX],
  ['fr-CA', 'Français', frCA],
] as const) {
  test(`the language switch turns the portal to ${locale}`, async ({ page }) => {
    await page.goto('/pendingAccess');
    await expect(page).toHaveTitle('Pending access - Partner Insights');

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: language }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page).toHaveTitle(`${messages['pageTitle.pendingAccess']} - Partner Insights`);
    await expect(page.getByRole('heading', { level: 1, name: messages['pendingAccess.title'] })).toBeVisible();
    await expect(
      page.getByRole('button', { name: messages['header.language'].replace('{language}', language) }),
    ).toBeVisible();
    await page.screenshot({ path: `test-results/e2e/pending-access-${locale}.png`, fullPage: true });

    // The choice holds on the next visit.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  });
}
