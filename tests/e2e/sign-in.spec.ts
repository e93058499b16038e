import { DEMO_PASSWORD, expect, signIn, test } from './support/portal';

test('a private page sends a visitor to sign in and back to that page afterwards', async ({ page }) => {
  await page.goto('/knowledgeBase/home');
  await expect(page).toHaveURL('/login?lastUrl=%2FknowledgeBase%2Fhome');
  await expect(page).toHaveTitle('Sign in - Partner Insights');
  await page.screenshot({ path: 'test-results/e2e/sign-in.png', fullPage: true });

  await signIn(page, 'user@acme-foods.test');

  await expect(page).toHaveURL('/knowledgeBase/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge base' })).toBeVisible();
  await expect(page).toHaveTitle('Knowledge base - Partner Insights');
});

test('a refused sign-in says so and stays on the page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('user@acme-foods.test');
  await page.getByLabel('Password').fill(`${DEMO_PASSWORD}-wrong`);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login/);
});

test('signing out goes through /logout to the sign-in page, and private pages need a sign-in again', async ({
  page,
}) => {
  await signIn(page, 'user@acme-foods.test');
  await page.getByRole('button', { name: 'Account menu for' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect(page).toHaveURL('/logout');
  await expect(page).toHaveURL('/login', { timeout: 10_000 });
  await page.goto('/apps');
  await expect(page).toHaveURL('/login?lastUrl=%2Fapps');
});

test('the language chosen on the sign-in page applies at once and stays after signing in, on any browser', async ({
  page,
  browser,
  baseURL,
}) => {
  // An account no other journey signs in with: its language preference changes here.
  const email = 'sponsored@brightside-agency.test';
  await page.goto('/login');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connectez-vous à Partner Insights' })).toBeVisible();

  await page.getByLabel('Courriel').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

  // Kept as the user's preference: a browser that never chose reads the portal in French once they sign in.
  const elsewhere = await browser.newPage({ baseURL });
  await signIn(elsewhere, email);
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await elsewhere.close();
});
