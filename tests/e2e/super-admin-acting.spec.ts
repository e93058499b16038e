import { expect, signIn, test } from './support/portal';
import { actFor, companyIdOf, rowAction, rowOf, searchUsers, tabOf, USER_LIST } from './support/userManagement';

// A seeded active Acme Foods user (demo-population) no other journey uses, outside the export journey's search.
const MANAGED = { name: 'Liam Young', email: 'liam.young19@acme-foods.test' };
const REASON = 'Access review by the retailer';
// The super admin's login id (demo-data): what "Blocked by" shows and the activity log records.
const SUPER_ADMIN_LOGIN_ID = 'dwhitfield';

test('a super admin acting for Acme Foods blocks and unblocks one of its users, named as who blocked them', async ({
  page,
  browser,
}) => {
  const acme = await companyIdOf(browser, 'admin@acme-foods.test');
  await signIn(page, 'superadmin@partner-insights.test');
  await expect(page).toHaveURL('/companyList');
  await actFor(page, acme, 'Quarterly access review');

  await page.goto(USER_LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'User management' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add user' })).toBeVisible();
  await searchUsers(page, MANAGED.email);
  await expect(rowOf(page, MANAGED.email)).toHaveCount(1);
  await rowAction(page, MANAGED.email, MANAGED.name, 'Block');
  const dialog = page.getByRole('dialog', { name: 'Block 1 user' });
  await dialog.getByLabel('Reason').fill(REASON);
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText('1 user was blocked.')).toBeVisible();
  await expect(rowOf(page, MANAGED.email)).toHaveCount(0);

  await tabOf(page, 'Blocked users').click();
  await searchUsers(page, MANAGED.email);
  const blocked = rowOf(page, MANAGED.email);
  await expect(blocked).toHaveCount(1);
  await expect(blocked).toContainText(REASON);
  await expect(blocked).toContainText(SUPER_ADMIN_LOGIN_ID);

  // Restored, as the seed has it.
  await rowAction(page, MANAGED.email, MANAGED.name, 'Unblock');
  await page.getByRole('alertdialog', { name: 'Unblock 1 user?' }).getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText('1 user was unblocked.')).toBeVisible();
  await expect(rowOf(page, MANAGED.email)).toHaveCount(0);
});
