import type { Locator, Page } from '@playwright/test';
import { expect, marketUrl, signIn, test } from './support/portal';

const CUSTOMER_PERCEPTION_REQUEST = '/support/ticketCreation?request=access&product=CUSTOMER_PERCEPTION';

/** Presses Tab from where focus is until `target` has it, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('from the keyboard, a locked product’s Learn More tells its story and Request access opens the ticket form for it', async ({
  page,
}) => {
  await signIn(page, 'user@acme-foods.test', '/login?lastUrl=/apps');
  await expect(page).toHaveURL(/\/apps$/);
  const tile = page.getByRole('article', { name: 'Customer Perception' });
  await expect(tile.getByText('No access yet')).toBeVisible();

  const learnMore = tile.getByRole('button', { name: 'Learn More Customer Perception' });
  await tabTo(page, learnMore);
  await expect(learnMore).toHaveCSS('opacity', '1');
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Hear your customers' });
  await expect(dialog).toBeVisible();
  for (const name of ['What it does', 'Who can use it', 'How to get access']) {
    await expect(dialog.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(dialog.getByText(/^Charter suppliers and their agencies who work on/)).toBeVisible();
  const requestAccess = dialog.getByRole('button', { name: 'Request access' });
  await tabTo(page, requestAccess);
  await page.screenshot({ path: 'test-results/e2e/launch-list-learn-more-dialog.png' });
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`${CUSTOMER_PERCEPTION_REQUEST.replaceAll('?', '\\?')}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: /^Request access Support type/ })).toBeVisible();
  await expect(main.getByRole('button', { name: /^Access to a product Issue/ })).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Situation description' })).toHaveValue(
    'I would like access to Customer Perception.',
  );
  await page.screenshot({ path: 'test-results/e2e/launch-list-request-access-form.png', fullPage: true });
});

test('on a touch screen the locked tiles show their offers without hover, and a tap opens the story', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, 'user@acme-foods.test', `${marketUrl()}/login?lastUrl=/apps`);
  await expect(page).toHaveURL(/\/apps$/);

  const pending = page.getByRole('article', { name: 'Report Builder' });
  await expect(pending.getByText('We are working on your access')).toBeVisible();
  const accessPending = pending.getByRole('button', { name: 'Access Pending Report Builder' });
  await expect(accessPending).toHaveCSS('opacity', '1');
  const learnMore = page.getByRole('button', { name: 'Learn More Customer Perception' });
  await expect(learnMore).toHaveCSS('opacity', '1');
  // Not a full-page screenshot: resizing the page for one drops the touch emulation, and with it the offers.
  await learnMore.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/e2e/launch-list-touch.png' });

  await learnMore.tap();
  await expect(page.getByRole('dialog', { name: 'Hear your customers' })).toBeVisible();
  await context.close();
});
