import { expect, marketUrl, signIn, test } from './support/portal';
import { tabOf, USER_LIST } from './support/userManagement';

// request-access.spec.ts asks for Report Builder, and the seed has the associate waiting for Customer Pulse:
// this journey asks for Channel Insights, with a note of its own to find the request by.
const PRODUCT = 'Channel Insights';
const NOTE = 'Shelf review pilot';

test('an approver approves an associate’s access request, and the associate can launch the product', async ({
  page,
  browser,
}) => {
  const associateContext = await browser.newContext({ baseURL: marketUrl() });
  const associate = await associateContext.newPage();
  await signIn(associate, 'associate@retailer.test', '/login?lastUrl=%2Fprofile%2FrequestAccess');
  await expect(associate).toHaveURL(/\/profile\/requestAccess$/);
  const form = associate.getByRole('main');
  // The box is drawn over a visually hidden input: press its label, as a pointer user does.
  await form.getByText(PRODUCT, { exact: true }).click();
  await expect(form.getByRole('checkbox', { name: new RegExp(PRODUCT) })).toBeChecked();
  await form.getByRole('textbox', { name: /Note/ }).fill(NOTE);
  await form.getByRole('button', { name: 'Request access to 1 product' }).click();
  await expect(form.getByText('Access can take up to 2 days.', { exact: true })).toBeVisible();

  await signIn(page, 'approver@retailer.test', `/login?lastUrl=${encodeURIComponent(USER_LIST)}`);
  await expect(page).toHaveURL(USER_LIST);
  await tabOf(page, 'Access requests').click();
  const search = page.getByRole('searchbox', { name: 'Search access requests' });
  await search.fill('associate@retailer.test');
  await search.press('Enter');
  const request = page
    .getByRole('main')
    .getByRole('row')
    .filter({ hasText: 'Tom Becker' })
    .filter({ hasText: PRODUCT })
    .filter({ hasText: NOTE });
  await expect(request).toHaveCount(1);
  await request.getByRole('button', { name: 'Actions for Tom Becker' }).click();
  await page.getByRole('menuitem', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve access request' });
  await expect(dialog).toContainText('Requested by Tom Becker.');
  // The decision is one write of the shared test database: under load it can take longer than a paint.
  const decided = page.waitForResponse(
    (response) => response.url().endsWith('/bulk-access-requests') && response.request().method() === 'POST',
    { timeout: 30_000 },
  );
  await dialog.getByRole('button', { name: 'Approve' }).click();
  expect((await decided).status()).toBe(200);
  await expect(page.getByText('Access request approved')).toBeVisible();
  await expect(request).toHaveCount(0);

  await expect(async () => {
    await associate.goto('/apps');
    await expect(
      associate.getByRole('main').getByRole('link', { name: new RegExp(`^Launch App .*${PRODUCT}$`) }),
    ).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await associateContext.close();
});
