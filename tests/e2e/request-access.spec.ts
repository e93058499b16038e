import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/portal';

const REQUEST_ACCESS = '/profile/requestAccess';

async function signInToRequestAccess(page: Page, email: string): Promise<void> {
  await signIn(page, email, `/login?lastUrl=${encodeURIComponent(REQUEST_ACCESS)}`);
  await expect(page).toHaveURL(/\/profile\/requestAccess$/);
}

test('an associate requests access, and the product turns pending here and on the launch list', async ({ page }) => {
  await signInToRequestAccess(page, 'associate@retailer.test');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Request access' })).toBeVisible();
  // The box is drawn over a visually hidden input: press its label, as a pointer user does.
  await main.getByText('Report Builder', { exact: true }).click();
  await expect(main.getByRole('checkbox', { name: /Report Builder/ })).toBeChecked();
  await main.getByRole('textbox', { name: /Note/ }).fill('For the quarterly category review');
  await main.getByRole('button', { name: 'Request access to 1 product' }).click();

  await expect(main.getByText('Access can take up to 2 days.', { exact: true })).toBeVisible();
  await expect(main.getByRole('checkbox', { name: /Report Builder/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/e2e/request-access-requested.png', fullPage: true });

  await page.goto('/apps');
  await expect(
    page.getByRole('article', { name: 'Report Builder' }).getByText('We are working on your access'),
  ).toBeVisible();
});

test('an external user sees their company’s administrators, and a button that writes to them', async ({ page }) => {
  await signInToRequestAccess(page, 'user@acme-foods.test');
  const main = page.getByRole('main');

  await expect(
    main.getByText('Access to products is managed by your company. Contact your administrator to get access.'),
  ).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Your company’s administrators' })).toBeVisible();
  await expect(main.getByText('Laura Chen', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Email your administrator' })).toHaveAttribute(
    'href',
    'mailto:admin@acme-foods.test?subject=Access%20to%20products',
  );
  await expect(main.getByRole('checkbox')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/e2e/request-access-external.png', fullPage: true });
});

test('an external user of a company without administrators is pointed to support', async ({ page }) => {
  await signInToRequestAccess(page, 'agency@brightside-agency.test');
  const main = page.getByRole('main');

  await expect(main.getByText('Your company has no administrator yet')).toBeVisible();
  await main.getByRole('link', { name: 'go to Support' }).click();
  await expect(page).toHaveURL(/\/support$/);
});
