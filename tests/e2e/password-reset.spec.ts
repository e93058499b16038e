import type { Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_PASSWORD, expect, portalMailDir, test } from './support/portal';

// An account no other journey signs in with: its password changes here.
const EMAIL = 'merchant@retailer.test';
const NEW_PASSWORD = 'a fresh passphrase for the merchant';

/** Undoes quoted-printable: soft line breaks, then `=XX` bytes. */
const fromQuotedPrintable = (text: string): string =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The reset link of the .eml the portal wrote to `address`, once it has. */
async function resetLinkMailedTo(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(portalMailDir()).catch(() => []);
        for (const name of names.filter((file) => file.endsWith('.eml'))) {
          const message = fromQuotedPrintable(await readFile(join(portalMailDir(), name), 'utf8'));
          if (!message.includes(`To: ${address}`)) continue;
          link = /https?:\/\/[^\s"<>]+\/resetPassword\?token=[\w-]+/.exec(message)?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  if (!link) throw new Error(`No reset link was mailed to ${address}`);
  return link;
}

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

  const link = await resetLinkMailedTo(EMAIL);
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
