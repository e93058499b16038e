import { expect, signIn, test } from './support/portal';

test('the ticket list takes the whole width the page gives it on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 720 });
  await signIn(page, 'user@acme-foods.test', `/login?lastUrl=${encodeURIComponent('/support/trackTicket')}`);
  await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
  const { table, main } = await page.getByRole('main').evaluate((element) => {
    const { paddingLeft, paddingRight } = getComputedStyle(element);
    return {
      table: element.querySelector('table')?.getBoundingClientRect().width,
      main: element.clientWidth - parseFloat(paddingLeft) - parseFloat(paddingRight),
    };
  });
  expect(main).toBe(343);
  expect(table).toBe(main);
});
