import { expect, marketUrl, signIn, test } from './support/portal';

const PRODUCT_HOST = 'https://report-builder.partner-insights.test/';

test('/reportbuilder launches Report Builder with access, says pending, and is coming soon on MX', async ({
  page,
  browser,
}) => {
  // The product's own host does not exist here: its answer stands in for it.
  await page.route(`${PRODUCT_HOST}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>RB</title>' }),
  );
  await signIn(page, 'admin@acme-foods.test', `${marketUrl()}/login?lastUrl=/reportbuilder`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Report Builder' })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/report-builder-launch.png', fullPage: true });
  await main.getByRole('link', { name: 'Launch App' }).click();
  await expect(page).toHaveURL(PRODUCT_HOST);

  const pending = await browser.newPage();
  await signIn(pending, 'user@acme-foods.test', `${marketUrl()}/login?lastUrl=/reportbuilder`);
  await expect(pending.getByRole('main').getByText('We are working on your access')).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Request access' })).toHaveCount(0);

  const mexico = await browser.newPage();
  await signIn(mexico, 'admin@nopal-foods.test', `${marketUrl('mx')}/login?lastUrl=/reportbuilder`);
  await expect(mexico.getByRole('main').getByText('Próximamente')).toBeVisible();
  await mexico.screenshot({ path: 'test-results/e2e/report-builder-mx.png', fullPage: true });
});
