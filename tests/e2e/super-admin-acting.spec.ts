import type { Page } from '@playwright/test';
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

/** Picks the company on the company list, with the reason asked for, as a super admin or spectator does. */
async function chooseOnCompanyList(page: Page, companyName: string, action: string, reason: string): Promise<void> {
  await expect(page).toHaveURL('/companyList');
  // The list settles first: opening it leaves the company acted for, then shows its rows.
  await page.waitForLoadState('networkidle');
  const search = page.getByRole('searchbox', { name: 'Search companies' });
  await search.fill(companyName);
  await search.press('Enter');
  const row = page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: companyName, exact: true }) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Actions for ${companyName}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: action.split(' ')[0], exact: true }).click();
  await expect(page).toHaveURL('/admin');
}

test('a super admin represents Maple Goods from the company list, adds a user there, and the log names them', async ({
  page,
}) => {
  // Short enough that the log's entity column shows the address whole.
  const invitee = { firstName: 'Rosalie', lastName: 'Gagnon', email: `r${Date.now().toString(36)}@maple-goods.test` };
  await signIn(page, 'superadmin@partner-insights.test');
  await chooseOnCompanyList(page, 'Maple Goods', 'Represent this company', 'Ticket 8812: onboarding help');
  await expect(page.getByText('Select company to represent for: Maple Goods')).toBeVisible();

  await page.goto(USER_LIST);
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a user' });
  await dialog.getByLabel('First name').fill(invitee.firstName);
  await dialog.getByLabel('Last name').fill(invitee.lastName);
  await dialog.getByLabel('Email').fill(invitee.email);
  await dialog.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'User', exact: true }).click();
  await dialog.getByRole('button', { name: /App access/ }).click();
  await page.getByRole('option', { name: 'Shopper Behavior' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Validate' }).click();
  await expect(dialog.getByText('These details can be added. Select Add user to send the invitation.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('Single user addition started successfully.')).toBeVisible();

  // Back to the list: the context ends, then the super admin looks at Maple Goods' log again.
  await page.getByRole('link', { name: 'Return to Company List' }).click();
  await expect(page).toHaveURL('/companyList');
  await expect(page.getByText('Select company to represent for', { exact: true })).toBeVisible();
  await chooseOnCompanyList(page, 'Maple Goods', 'Represent this company', 'Checking the invitation');
  await page.goto('/admin/activityLog');
  const entry = page.getByRole('main').getByRole('row').filter({ hasText: invitee.email });
  await expect(entry.first()).toContainText(`${SUPER_ADMIN_LOGIN_ID} (super admin)`);
});

test('a spectator views Maple Goods from the company list, finds no write action, and a forged write is refused', async ({
  page,
}) => {
  await signIn(page, 'spectator@partner-insights.test');
  await chooseOnCompanyList(page, 'Maple Goods', 'View this company', 'Looking over the shoulder');
  await expect(page.getByText('Select company to view for: Maple Goods')).toBeVisible();
  await page.goto(USER_LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'User management' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add user' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: /^Actions for / })).toHaveCount(0);

  const forged = await page.evaluate(async () => {
    const details = (await (await fetch('/api/v1/identity/user-context')).json()) as { tenant: { id: string } };
    const response = await fetch(`/api/companies/${details.tenant.id}/users/block`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ loginIds: ['admin@maple-goods.test'], reason: 'Forged' }),
    });
    return response.status;
  });
  expect(forged).toBe(403);
});
