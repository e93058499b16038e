import { expect, marketUrl, signIn, test } from './support/portal';

/** The not-found heading in any of the portal's languages (a signed-in user reads their own). */
const notFound = /We couldn’t find that page…|No pudimos encontrar esa página…|Nous n’avons pas trouvé cette page…/;

test('a US user reads a release note, filters them by topic, and the MX site has none', async ({ page }) => {
  await signIn(page, 'user@acme-foods.test', '/login?lastUrl=/releaseNotes');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Release notes' })).toBeVisible();
  const notes = main.getByRole('list', { name: 'Release notes, newest first' }).getByRole('heading', { level: 2 });
  await expect(notes).toHaveCount(12);
  await expect(notes.first()).toHaveText('Report Builder: pause and resume schedules');

  await main.getByRole('button', { name: /Show notes about/ }).click();
  await page.getByRole('option', { name: 'Troubleshooting (2 notes)' }).click();
  await expect(page).toHaveURL(/\/releaseNotes\?tag=troubleshooting$/);
  await expect(notes).toHaveText(['See the progress of large exports', 'Comment on your support tickets']);

  await main.getByRole('link', { name: 'See the progress of large exports' }).click();
  await expect(page).toHaveURL(/\/releaseNotes\/article\?note=2026-07-01-export-progress$/);
  await expect(main.getByRole('heading', { level: 1, name: 'See the progress of large exports' })).toBeVisible();
  await expect(main.getByText('Published July 1, 2026')).toBeVisible();
  await expect(main.getByText(/Large exports now show their/)).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/release-note-us.png', fullPage: true });

  await page.context().clearCookies();
  await signIn(page, 'admin@nopal-foods.test', `${marketUrl('mx')}/login`);
  for (const path of ['/releaseNotes', '/releaseNotes/article?note=2026-07-01-export-progress']) {
    await page.goto(`${marketUrl('mx')}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: notFound }), path).toBeVisible();
  }
});
