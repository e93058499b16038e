import { expect, marketUrl, signIn, test } from './support/portal';

test('a supplier browses the knowledge base to an article and searches it in es-MX', async ({ page }) => {
  // The Mexican admin reads the portal in Spanish (Mexico).
  await signIn(page, 'admin@nopal-foods.test', `${marketUrl('mx')}/login?lastUrl=/knowledgeBase/home`);
  await expect(page).toHaveURL(/\/knowledgeBase\/home$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Base de conocimientos' })).toBeVisible();

  // Topic, then article.
  const reports = main.getByRole('region', { name: 'Informes y exportaciones' });
  await reports.getByRole('link', { name: /artículos de Informes y exportaciones/ }).click();
  await expect(page).toHaveURL(/\/knowledgeBase\/articles\?category=reports-and-exports$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Informes y exportaciones' })).toBeVisible();
  await main.getByRole('link', { name: 'Exportar un informe a Excel' }).click();
  await expect(page).toHaveURL(/\/knowledgeBase\/article\/content\?article=exporting-a-report$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Exportar un informe a Excel' })).toBeVisible();
  await expect(main.getByText('Cualquier informe que usted pueda ver se puede exportar.')).toBeVisible();
  await expect(main.getByRole('navigation', { name: 'Dónde se encuentra' }).getByRole('link')).toHaveText([
    'Inicio de la base de conocimientos',
    'Informes y exportaciones',
  ]);

  // An article not translated yet says which language it is shown in.
  await page.goto(`${marketUrl('mx')}/knowledgeBase/article/content?article=large-exports`);
  await expect(main.getByRole('heading', { level: 1, name: 'Working with very large exports' })).toBeVisible();
  await expect(main.getByText(/aún no está disponible en español.*, por lo que se muestra en inglés/)).toBeVisible();

  // Full-text search in Spanish, from the landing: "informes" finds the article by its stem, the matches marked.
  await main.getByRole('link', { name: 'Inicio de la base de conocimientos' }).click();
  await main.getByRole('searchbox', { name: 'Buscar en la base de conocimientos' }).fill('informes');
  await main.getByRole('searchbox', { name: 'Buscar en la base de conocimientos' }).press('Enter');
  await expect(page).toHaveURL(/\/knowledgeBase\/search\?q=informes$/);
  await expect(main.getByRole('status').filter({ hasText: /coincide/ })).toBeVisible();
  const hit = main
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Exportar un informe a Excel' }) });
  await expect(hit.locator('mark').first()).toHaveText(/informe/i);
  await page.screenshot({ path: 'test-results/e2e/knowledge-base-search-es-MX.png', fullPage: true });

  // The address holds the search: a reload shows the same results.
  await page.reload();
  await expect(main.getByRole('link', { name: 'Exportar un informe a Excel' })).toBeVisible();
  await main.getByRole('link', { name: 'Exportar un informe a Excel' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Exportar un informe a Excel' })).toBeVisible();
});

test('the knowledge-base pages that need a query parameter send the reader to the landing without one', async ({
  page,
}) => {
  await signIn(page, 'user@acme-foods.test');
  for (const path of ['/knowledgeBase/articles', '/knowledgeBase/article/content']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/knowledgeBase\/home$/);
  }
});

test('the launch list links to articles of the knowledge base, a basic user to none but the basic one', async ({
  page,
}) => {
  await signIn(page, 'user@acme-foods.test', '/login?lastUrl=/apps');
  await page.getByRole('main').getByRole('link', { name: 'Scheduling reports in Report Builder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduling reports in Report Builder' })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, 'basic@corner-basics.test', '/login?lastUrl=/knowledgeBase/basic');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await main.getByRole('link', { name: 'What a basic account includes' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'What a basic account includes' })).toBeVisible();
  // The full knowledge base is not theirs.
  await page.goto('/knowledgeBase/home');
  await expect(page).toHaveURL(/\/noAccess$/);
});
