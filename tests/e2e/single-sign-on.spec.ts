import { DEMO_PASSWORD, expect, singleSignOnUrl, test } from './support/portal';

test('signing in through the identity provider lands on lastUrl; signing out ends both sessions', async ({ page }) => {
  const portal = singleSignOnUrl();
  await page.goto(`${portal}/support/trackTicket`);
  await expect(page).toHaveURL(`${portal}/login?lastUrl=%2Fsupport%2FtrackTicket`);
  await page.getByRole('button', { name: 'Sign in with your company account' }).click();

  await expect(page.getByRole('heading', { name: 'Local identity provider' })).toBeVisible();
  await page.getByLabel('Email').fill('user@acme-foods.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(`${portal}/support/trackTicket`);
  await page.getByRole('button', { name: 'Account menu for' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(`${portal}/login`);

  // Signed out of the provider too: it asks for the password again rather than sending the browser straight back.
  await page.goto(`${portal}/apps`);
  await page.getByRole('button', { name: 'Sign in with your company account' }).click();
  await expect(page.getByRole('heading', { name: 'Local identity provider' })).toBeVisible();
  await expect(page.getByLabel('Password')).toBeEmpty();
});
