import type { Page } from '@playwright/test';
import { tokenLinkMailedTo } from './support/mailbox';
import { DEMO_PASSWORD, expect, test } from './support/portal';

// An account no other journey signs in with: its password changes here.
const EMAIL = 'merchant@retailer.test';
const NEW_PASSWORD = 'a fresh passphrase for the merchant';

async function signInWith(page: Page, password: string): Promise<void> {
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a forgotten password is reset through the emailed link, and only the new one signs in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgotPassword');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

  const link = await tokenLinkMailedTo(EMAIL, '/resetPassword');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password is changed' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/login');

  await signInWith(page, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await signInWith(page, NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(`${NEW_PASSWORD} again`);
  await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD} again`);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired.');
});
