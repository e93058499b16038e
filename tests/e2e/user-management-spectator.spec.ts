import { expect, signIn, test } from './support/portal';
import { actFor, companyIdOf, tabOf, USER_LIST } from './support/userManagement';

test('a spectator viewing Acme Foods sees its users and the view-only notice, and nothing to change them', async ({
  page,
  browser,
}) => {
  const acme = await companyIdOf(browser, 'admin@acme-foods.test');
  await signIn(page, 'spectator@partner-insights.test');
  await expect(page).toHaveURL('/companyList');
  await actFor(page, acme, 'Reviewing the user lists');

  await page.goto(USER_LIST);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'User management' })).toBeVisible();
  await expect(main.getByText('You have view-only access: you can look around, but not make changes.')).toBeVisible();
  // Long emails are cut in the table: their domain shows as far as "@acme-foods.t".
  const rows = main.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText('@acme-foods.t');
  await expect(main.getByRole('button', { name: 'Add user' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
  await expect(main.getByRole('checkbox')).toHaveCount(0);

  for (const tab of ['Pending users', 'Blocked users']) {
    await tabOf(page, tab).click();
    await expect(tabOf(page, tab)).toHaveAttribute('aria-selected', 'true');
    await expect(rows.first()).toContainText('@acme-foods.t');
    await expect(main.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
    await expect(main.getByRole('checkbox')).toHaveCount(0);
  }
});
