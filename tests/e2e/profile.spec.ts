import type { Page } from '@playwright/test';
import frCA from '../../packages/portal-app/src/features/profile/messages/fr-CA.json' with { type: 'json' };
import { expect, signIn, test } from './support/portal';

// Users no other journey signs in as, one per journey, as journeys run side by side: the first changes its saved
// language and time zone (one of Acme Foods' everyday users: a journey signed in as a shared demo account would read
// French meanwhile), the second its phone number.
const PREFERENCES_EMAIL = 'harper.walker3@acme-foods.test';
const DETAILS_EMAIL = 'catman@retailer.test';

async function signInToProfile(page: Page, email: string): Promise<void> {
  await signIn(page, email, '/login?lastUrl=/profile');
  await expect(page).toHaveURL(/\/profile$/);
}

/** Picks the one time zone `city` matches, from the keyboard. */
async function chooseTimezone(page: Page, label: string, city: string): Promise<void> {
  const timezone = page.getByRole('combobox', { name: label });
  await timezone.fill(city);
  await expect(page.getByRole('option', { name: new RegExp(city) })).toBeVisible();
  await timezone.press('ArrowDown');
  await timezone.press('Enter');
}

/** Picks from the profile's own language select (the header has a language switch too). */
async function chooseLanguage(page: Page, label: string, option: string): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(label) })
    .click();
  await page.getByRole('option', { name: option }).click();
}

test('language and time zone apply at once and are kept after a reload', async ({ page }) => {
  await signInToProfile(page, PREFERENCES_EMAIL);
  await expect(page.getByRole('heading', { level: 2, name: 'Preferences' })).toBeVisible();

  await chooseLanguage(page, 'Language', 'Français');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: frCA['profile.title'] })).toBeVisible();
  await expect(page.getByText(frCA['profile.preferences.saved'])).toBeVisible();

  const saved = page.waitForResponse(
    (response) => response.url().includes('/preferences') && response.request().method() === 'POST',
  );
  await chooseTimezone(page, frCA['profile.preferences.timezone'], 'Toronto');
  expect((await saved).status()).toBe(200);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(
    page.getByRole('main').getByRole('button', { name: new RegExp(frCA['profile.preferences.language']) }),
  ).toContainText('Français');
  await expect(page.getByRole('combobox', { name: frCA['profile.preferences.timezone'] })).toHaveValue(/Toronto/);
  await page.screenshot({ path: 'test-results/e2e/profile-fr-CA.png', fullPage: true });

  // Back to how the account was seeded.
  await chooseLanguage(page, frCA['profile.preferences.language'], 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await chooseTimezone(page, 'Time zone', 'Chicago');
  await expect(page.getByText('Preferences saved.')).toBeVisible();
});

test('the user edits their own name and phone', async ({ page }) => {
  await signInToProfile(page, DETAILS_EMAIL);

  await page.getByRole('button', { name: 'Edit details' }).click();
  const phone = page.getByRole('textbox', { name: /Phone/ });
  await phone.fill('call me');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid phone number')).toBeVisible();

  await phone.fill('+1 (312) 555-0142');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your details were saved.')).toBeVisible();
  await expect(page.getByText('+1 (312) 555-0142')).toBeVisible();

  await page.reload();
  await expect(page.getByText('+1 (312) 555-0142')).toBeVisible();
});
