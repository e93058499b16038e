import { expect, marketUrl, signIn, test } from './support/portal';

/** The not-found heading in any of the portal's languages (a signed-in user reads their own). */
const notFound = /We couldn’t find that page…|No pudimos encontrar esa página…|Nous n’avons pas trouvé cette page…/;

test('the privacy policy does not exist on MX, the terms do not exist on US', async ({ page }) => {
  await page.goto(`${marketUrl('mx')}/privacyPolicy`);
  await expect(page.getByRole('heading', { level: 1, name: notFound })).toBeVisible();
  await page.goto(`${marketUrl('mx')}/terms`);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions for suppliers' })).toBeVisible();

  await page.goto(`${marketUrl('us')}/terms`);
  await expect(page.getByRole('heading', { level: 1, name: notFound })).toBeVisible();
  await page.goto(`${marketUrl('ca')}/privacyPolicy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
});

for (const market of ['mx', 'ca'] as const) {
  test(`release notes do not exist on ${market}.localhost`, async ({ page }) => {
    const admin = market === 'mx' ? 'admin@nopal-foods.test' : 'admin@maple-goods.test';
    await page.goto(`${marketUrl(market)}/login`);
    await signIn(page, admin);

    for (const path of ['/releaseNotes', '/releaseNotes/article']) {
      await page.goto(`${marketUrl(market)}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: notFound }), path).toBeVisible();
    }
  });
}

test('release notes exist on the US site', async ({ page }) => {
  await signIn(page, 'user@acme-foods.test');
  await page.goto('/releaseNotes');
  await expect(page.getByRole('heading', { level: 1, name: 'Release notes' })).toBeVisible();
});
