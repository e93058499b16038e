import { expect, signIn, test } from './support/portal';

test('a supplier admin lands on the launch list and opens administration', async ({ page }) => {
  await signIn(page, 'admin@acme-foods.test');
  await expect(page).toHaveURL('/apps');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'General and Access Settings' })).toBeVisible();
});

test('a regular user is refused administration', async ({ page }) => {
  await signIn(page, 'user@acme-foods.test');
  await expect(page).toHaveURL('/apps');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);

  // The admin landing tells a user without an admin permission so itself; user management is denied outright.
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'You are not an administrator.' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'User management' })).toHaveCount(0);
  await page.goto('/admin/userList');
  await expect(page).toHaveURL('/accessDenied');
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
});

test('a basic user stays on the basic routes and is sent once to no access from any other', async ({ page }) => {
  await signIn(page, 'basic@corner-basics.test');
  await expect(page).toHaveURL('/apps');

  await page.goto('/knowledgeBase/basic');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();

  await page.goto('/dataDictionary');
  await expect(page).toHaveURL('/noAccess');
  await expect(page.getByRole('heading', { level: 1, name: 'This page is not part of your plan' })).toBeVisible();
  await expect(page).toHaveTitle('No access - Partner Insights');
});

for (const [account, message] of [
  ['superadmin@partner-insights.test', 'Select company to represent for'],
  ['spectator@partner-insights.test', 'Select company to view for'],
] as const) {
  test(`${account} is sent to the company list first`, async ({ page }) => {
    await signIn(page, account);

    await expect(page).toHaveURL('/companyList');
    await expect(page.getByText(message)).toBeVisible();
    // The banner's way back to the company list is offered everywhere but on the list itself.
    await expect(page.getByRole('link', { name: 'Return to Company List' })).toHaveCount(0);
    await expect(page).toHaveTitle('Customer accounts - Partner Insights');
  });
}

test('knowledge-base article pages need their query parameter', async ({ page }) => {
  await signIn(page, 'user@acme-foods.test');

  await page.goto('/knowledgeBase/articles');
  await expect(page).toHaveURL('/knowledgeBase/home');
});
