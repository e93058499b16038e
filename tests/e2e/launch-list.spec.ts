import type { Page } from '@playwright/test';
import { expect, marketUrl, signIn, test } from './support/portal';

/** Signs in on `origin` and lands on the launch list. */
async function signInToApps(page: Page, email: string, origin = marketUrl()): Promise<void> {
  await signIn(page, email, `${origin}/login?lastUrl=/apps`);
  await expect(page).toHaveURL(/\/apps$/);
}

test('a regular user sees launchable, pending and learn-more tiles under their categories', async ({ page }) => {
  await signInToApps(page, 'user@acme-foods.test');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Get started with the product' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Know your customer' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Know your supplier' })).toBeVisible();

  const launch = main.getByRole('link', { name: 'Launch App (opens in a new tab) Shopper Behavior' });
  await expect(launch).toHaveAttribute('target', '_blank');
  await expect(launch).toHaveAttribute('href', 'https://shopper-behavior.partner-insights.test/');
  await expect(
    main.getByRole('article', { name: 'Report Builder' }).getByText('We are working on your access'),
  ).toBeVisible();
  // Hidden for US users without access.
  await expect(main.getByRole('article', { name: 'Modular Intelligence' })).toHaveCount(0);
  await expect(main.getByRole('heading', { level: 2, name: 'Helpful articles' })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/launch-list-regular-user.png', fullPage: true });
});

test('Learn More opens the product’s story in a dialog', async ({ page }) => {
  await signInToApps(page, 'user@acme-foods.test');

  const learnMore = page.getByRole('button', { name: 'Learn More Channel Insights' });
  await learnMore.focus();
  await learnMore.click();
  const dialog = page.getByRole('dialog', { name: 'Every channel, side by side' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/launch-list-learn-more.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('an admin with access to most products launches them, Insights Activation labelled beta', async ({ page }) => {
  await signInToApps(page, 'admin@acme-foods.test');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 3, name: 'Insights Activation Beta' })).toBeVisible();
  await expect(main.getByRole('link', { name: /^Launch App .*Report Builder$/ })).toBeVisible();
  await expect(main.getByText('We are working on your access')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/e2e/launch-list-admin.png', fullPage: true });
});

test('a basic user gets no knowledge-base articles', async ({ page }) => {
  await signInToApps(page, 'basic@corner-basics.test');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Get started with the product' })).toBeVisible();
  await expect(main.getByRole('article', { name: 'Shopper Behavior' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Helpful articles' })).toHaveCount(0);
});

test('on mx.localhost, in Spanish: two products, Report Builder coming soon', async ({ page }) => {
  await signInToApps(page, 'admin@nopal-foods.test', marketUrl('mx'));

  const main = page.getByRole('main');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await expect(main.getByRole('heading', { level: 1, name: 'Comience a usar el producto' })).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(2);
  await expect(main.getByRole('link', { name: /^Abrir aplicación .*Shopper Behavior$/ })).toBeVisible();

  await main.getByRole('button', { name: 'Próximamente Report Builder' }).click();
  await expect(page.getByRole('dialog', { name: 'Report Builder' })).toContainText(
    'Este producto llegará pronto a su mercado.',
  );
  await page.screenshot({ path: 'test-results/e2e/launch-list-mx-es-MX.png', fullPage: true });
});
