import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, marketUrl, signIn, test } from './support/portal';

test('on CA, the terms download as a PDF in French that opens and carries their title', async ({ page }) => {
  await signIn(page, 'admin@maple-goods.test', `${marketUrl('ca')}/login?lastUrl=/terms`);
  // The Canadian admin reads the portal in French (Canada).
  const main = page.getByRole('main');
  const title = 'Conditions d’utilisation pour les fournisseurs';
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: '2. Renseignements confidentiels' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('link', { name: 'Télécharger le PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('supplier-terms-and-conditions-fr-CA.pdf');
  const bytes = new Uint8Array(await readFile(await download.path()));
  const pdf = await getDocumentProxy(bytes);
  expect(pdf.numPages).toBeGreaterThan(0);
  const { text } = await extractText(pdf, { mergePages: true });
  expect(text).toContain(title);
  expect(text).toContain('Renseignements confidentiels');
});

test('visitors read the landing page, the insights and the privacy policy from the content', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Partner Insights' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Know your customer, know your business' })).toBeVisible();
  await main.getByRole('link', { name: 'Read about our insights' }).click();
  await expect(page).toHaveURL(/\/articles\/insights$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Insights that grow your business' })).toBeVisible();
  await page.goto('/privacyPolicy');
  await expect(main.getByRole('heading', { level: 2, name: 'What we collect' })).toBeVisible();
  await page.goto('/');
  await main.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('a third party reads the data sharing addendum for third parties', async ({ page }) => {
  await signIn(page, 'agency@brightside-agency.test', '/login?lastUrl=/dataSharingAddendum');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Data sharing addendum for third parties' }),
  ).toBeVisible();
});
