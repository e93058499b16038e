import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, marketUrl, signIn, test } from './support/portal';
import { rowAction, rowOf, searchUsers, tabOf, USER_LIST } from './support/userManagement';

// A seeded active Acme Foods user (demo-population) no other journey uses, outside the export journey's search.
const BLOCKED = { name: 'Owen Jones', email: 'owen.jones15@acme-foods.test' };
const REASON = 'Badge returned at the front desk';

async function signInAs(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a blocked user loses their session and cannot sign in until an admin unblocks them', async ({
  page,
  browser,
}) => {
  const userContext = await browser.newContext({ baseURL: marketUrl() });
  const user = await userContext.newPage();
  await signIn(user, BLOCKED.email, '/login?lastUrl=/apps');
  await expect(user).toHaveURL('/apps');

  await signIn(page, 'admin@acme-foods.test', `/login?lastUrl=${encodeURIComponent(USER_LIST)}`);
  await expect(page).toHaveURL(USER_LIST);
  await searchUsers(page, BLOCKED.email);
  await expect(rowOf(page, BLOCKED.email)).toHaveCount(1);
  await rowAction(page, BLOCKED.email, BLOCKED.name, 'Block');
  const dialog = page.getByRole('dialog', { name: 'Block 1 user' });
  await dialog.getByLabel('Reason').fill(REASON);
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText('1 user was blocked.')).toBeVisible();
  await expect(rowOf(page, BLOCKED.email)).toHaveCount(0);

  // The user's next page asks the server, whose answer ends in the sign-in page.
  await user.goto('/profile');
  await expect(user).toHaveURL(/\/login/);
  await signInAs(user, BLOCKED.email);
  await expect(user.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(user).toHaveURL(/\/login/);

  await tabOf(page, 'Blocked users').click();
  await searchUsers(page, BLOCKED.email);
  const blockedRow = rowOf(page, BLOCKED.email);
  await expect(blockedRow).toHaveCount(1);
  await expect(blockedRow).toContainText(REASON);
  await expect(blockedRow).toContainText('admin@acme-foods.test');
  await rowAction(page, BLOCKED.email, BLOCKED.name, 'Unblock');
  const confirm = page.getByRole('alertdialog', { name: 'Unblock 1 user?' });
  await expect(confirm).toContainText('They can sign in again with the access they had.');
  await confirm.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText('1 user was unblocked.')).toBeVisible();
  await expect(rowOf(page, BLOCKED.email)).toHaveCount(0);

  await tabOf(page, 'Active users').click();
  await searchUsers(page, BLOCKED.email);
  await expect(rowOf(page, BLOCKED.email)).toHaveCount(1);

  await signInAs(user, BLOCKED.email);
  await expect(user).not.toHaveURL(/\/login/);
  await userContext.close();
});
