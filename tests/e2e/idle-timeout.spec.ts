import { SHORT_IDLE_TIMEOUT_SECONDS } from './support/globalSetup';
import { expect, shortIdleUrl, signIn, test } from './support/portal';

// The second portal's sessions go idle after SHORT_IDLE_TIMEOUT_SECONDS; the warning comes halfway.
test.use({ baseURL: shortIdleUrl() });
test.setTimeout((SHORT_IDLE_TIMEOUT_SECONDS * 2 + 60) * 1000);

test('an idle session warns first, keeps what was typed when the user stays, then times out', async ({ page }) => {
  await signIn(page, 'user@acme-foods.test', '/login?lastUrl=%2Fprofile');
  await expect(page).toHaveURL('/profile');
  await page.getByRole('button', { name: 'Edit details' }).click();
  const firstName = page.getByLabel('First name');
  await firstName.fill('Samantha');

  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible({ timeout: SHORT_IDLE_TIMEOUT_SECONDS * 1000 });
  await page.screenshot({ path: 'test-results/e2e/idle-warning.png' });
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  const stayedAt = Date.now();
  await expect(warning).toBeHidden();
  await expect(firstName).toHaveValue('Samantha');

  const timedOut = page.getByRole('alertdialog', { name: 'Session timed out due to inactivity, log in to resume' });
  await expect(timedOut).toBeVisible({ timeout: SHORT_IDLE_TIMEOUT_SECONDS * 2000 });
  // Staying renewed the session: it lasted past the deadline the warning announced (half a timeout away).
  expect(Date.now() - stayedAt).toBeGreaterThan(SHORT_IDLE_TIMEOUT_SECONDS * 1000 * 0.75);
  await page.screenshot({ path: 'test-results/e2e/idle-timed-out.png' });
  await timedOut.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/login?lastUrl=%2Fprofile');
});
