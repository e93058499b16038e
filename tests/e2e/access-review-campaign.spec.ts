import { expect, marketUrl, signIn, test } from './support/portal';
import { actFor, tabOf, USER_LIST } from './support/userManagement';

// Campaigns of this portal end ACCESS_REVIEW_DEADLINE_SECONDS after they open (globalSetup.ts).
const COMPLETING = { name: 'Maple Goods', admin: 'admin@maple-goods.test' };
// A generated supplier with users of its own that no other journey uses.
const LAPSING = 'Cedar Provisions Co. 103';

test('a review campaign runs to its short deadline and blocks the users of the company that did not confirm', async ({
  page,
  browser,
}) => {
  test.slow();
  // The completing company's admin (who reads the portal in French) is signed in first: the deadline is short.
  const mapleContext = await browser.newContext({ baseURL: marketUrl() });
  const maple = await mapleContext.newPage();
  await signIn(maple, COMPLETING.admin);

  await signIn(page, 'superadmin@partner-insights.test');
  await expect(page).toHaveURL('/companyList');
  await page.getByRole('link', { name: 'Access reviews' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Access reviews' })).toBeVisible();
  await page.getByRole('button', { name: 'Open a review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open an access review' });
  const dueDate = dialog.getByRole('button', { name: /Due date/ });
  // On a loaded machine a press can land while the calendar is still growing in: press today until it is chosen.
  await expect(async () => {
    if ((await page.getByRole('grid').count()) === 0) await dueDate.click();
    await page
      .getByRole('gridcell')
      .getByRole('button', { name: /^Today/ })
      .click({ timeout: 2_000 });
    await expect(page.getByRole('grid')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(dueDate).not.toContainText('Select a date');
  for (const companyName of [COMPLETING.name, LAPSING]) {
    const company = dialog.getByRole('combobox', { name: 'Add a company' });
    await company.fill(companyName);
    // Chosen from the keyboard: a pointer scrolls the page to reach the suggestion, and a combo box's suggestions
    // close when its page scrolls.
    const suggestion = page.getByRole('option', { name: companyName, exact: true });
    await expect(suggestion).toBeVisible();
    await company.press('ArrowDown');
    await expect(suggestion).toHaveAttribute('data-focused', 'true');
    await company.press('Enter');
    await expect(dialog.getByRole('list', { name: 'Chosen companies' })).toContainText(companyName);
    await expect(company).toHaveValue('');
  }
  await dialog.getByRole('button', { name: 'Open review' }).click();
  await expect(page.getByText("The review is open: the companies' admins are being mailed.")).toBeVisible();
  const progress = page.getByRole('region', { name: /^Progress of the review/ });
  await expect(progress.getByRole('row')).toHaveCount(3);

  // Maple Goods' admin keeps their own access, then completes the audit with its three confirmations.
  await maple.reload();
  await maple.getByRole('link', { name: 'Vérifier les utilisateurs' }).click();
  await expect(maple.getByRole('heading', { level: 1, name: 'Audit des accès des utilisateurs' })).toBeVisible();
  const review = maple.getByRole('main');
  await review.getByRole('searchbox', { name: 'Rechercher des utilisateurs' }).fill('Tremblay');
  await review.getByRole('searchbox', { name: 'Rechercher des utilisateurs' }).press('Enter');
  await review.getByRole('button', { name: /Étienne Tremblay/ }).click();
  await maple.getByRole('menuitem', { name: 'Conserver' }).click();
  await expect(maple.getByRole('row', { name: /Étienne Tremblay/ })).toContainText('Conserver');
  await review.getByRole('button', { name: 'Terminer l’audit' }).click();
  const confirmations = maple.getByRole('dialog');
  // The dialog's code arrives when it first opens: its three boxes are there before they are listed below.
  await expect(confirmations.getByRole('checkbox')).toHaveCount(3);
  // Each box is drawn over a visually hidden input: press its label, as a pointer user does.
  for (const label of await confirmations
    .locator('label')
    .filter({ has: maple.getByRole('checkbox') })
    .all()) {
    await label.click();
  }
  for (const checkbox of await confirmations.getByRole('checkbox').all()) await expect(checkbox).toBeChecked();
  await confirmations.getByRole('button', { name: 'Terminer l’audit' }).click();
  await expect(maple.getByText(/L’audit a été terminé le/)).toBeVisible();
  await mapleContext.close();

  // At the deadline the company that did not confirm loses its users; the progress and the evidence show it.
  await expect
    .poll(
      async () => {
        await page.reload();
        return progress.getByRole('row', { name: LAPSING }).textContent();
      },
      { timeout: 45_000, intervals: [2_000] },
    )
    .toContain('Users blocked');
  await expect(progress.getByRole('row', { name: COMPLETING.name })).toContainText('Completed');
  const download = page.waitForEvent('download');
  await progress.getByRole('link', { name: 'Export evidence' }).click();
  expect((await download).suggestedFilename()).toMatch(/^access-review-\d{4}-\d{2}-\d{2}\.xlsx$/);

  const lapsingId = await page.evaluate(async (search) => {
    const response = await fetch(`/api/companies?search=${encodeURIComponent(search)}`);
    return ((await response.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
  }, LAPSING);
  await actFor(page, lapsingId, 'Access review follow-up');
  await page.goto(USER_LIST);
  await tabOf(page, 'Blocked users').click();
  await expect(page.getByRole('main').getByRole('row').filter({ hasText: 'was not completed' }).first()).toBeVisible();
});

test('a sponsored supplier switches company and sees that company’s apps', async ({ page }) => {
  // The sign-in journey may change this account's language: the texts here hold in each.
  await signIn(page, 'sponsored@brightside-agency.test');
  await expect(page.getByText(/Brightside/).first()).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Brightside Agency/ })
    .click();
  await page.getByRole('option', { name: 'Acme Foods' }).click();
  await expect(page).toHaveURL('/apps');
  await expect(page.locator('#banner-sponsored-supplier')).toContainText('Acme Foods');
  // The tiles the user has access to, for the company now chosen, as the server lists them.
  const granted = await page.evaluate(async () => {
    const response = await fetch('/api/products');
    const { products } = (await response.json()) as { products: { title: string; accessStatus: string | null }[] };
    return products.filter(({ accessStatus }) => accessStatus === 'ACCESS_COMPLETE').map(({ title }) => title);
  });
  expect(granted.length).toBeGreaterThan(0);
  for (const title of granted)
    await expect(page.getByRole('main').getByText(title, { exact: true }).first()).toBeVisible();
});
