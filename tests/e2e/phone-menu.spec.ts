import shellEsMX from '../../packages/portal-app/src/shell/messages/es-MX.json' with { type: 'json' };
import statusEsMX from '../../packages/portal-app/src/features/status-pages/messages/es-MX.json' with { type: 'json' };
import { expect, signIn, test } from './support/portal';

// A common phone: below 768 px the header is the logo and the menu button.
test.use({ viewport: { width: 375, height: 720 } });

test('the phone menu opens from the keyboard, keeps focus inside and gives it back on Escape', async ({ page }) => {
  await signIn(page, 'user@acme-foods.test');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('navigation')).toHaveCount(0);
  const button = banner.getByRole('button', { name: 'Menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const support = sheet.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' });

  // More Tab presses than the sheet has stops: focus goes round inside it, through the navigation.
  let reachedSupport = false;
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab');
    expect(await sheet.evaluate((element) => element.contains(document.activeElement)), `Tab ${step + 1}`).toBe(true);
    reachedSupport ||= await support.evaluate((element) => element === document.activeElement);
  }
  expect(reachedSupport).toBe(true);
  await page.keyboard.press('Shift+Tab');
  expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('a language chosen in the phone menu turns the page at once', async ({ page }) => {
  await page.goto('/pendingAccess');
  await page.getByRole('button', { name: 'Menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  const languages = sheet.getByRole('region', { name: 'Language' });
  await expect(languages.getByText('English')).toHaveAttribute('aria-current', 'true');
  await languages.getByRole('button', { name: 'Español' }).click();

  await expect(sheet).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await expect(page).toHaveTitle(`${shellEsMX['pageTitle.pendingAccess']} - Partner Insights`);
  await expect(page.getByRole('heading', { level: 1, name: statusEsMX['pendingAccess.title'] })).toBeVisible();
  const button = page.getByRole('button', { name: 'Menú' });
  await expect(button).toBeFocused();
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Menú' }).getByRole('region', { name: 'Idioma' })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/phone-menu-es-MX.png' });
});

test('a route opened from the phone menu replaces the page, and the menu closes', async ({ page }) => {
  await signIn(page, 'admin@acme-foods.test');
  const button = page.getByRole('button', { name: 'Menu' });

  await button.click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveTitle('Support - Partner Insights');

  await button.click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.screenshot({ path: 'test-results/e2e/phone-menu-open.png' });
  await sheet.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
