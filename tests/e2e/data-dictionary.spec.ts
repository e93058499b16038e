import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect, signIn, test } from './support/portal';

// exceljs is the portal server's dependency: it reads the file as a spreadsheet program would.
const requireFromServer = createRequire(new URL('../../packages/portal-server/package.json', import.meta.url));
interface Workbook {
  readonly xlsx: { load(data: Buffer): Promise<unknown> };
  readonly worksheets: readonly { getSheetValues(): unknown[] }[];
}
const ExcelJS = requireFromServer('exceljs') as { Workbook: new () => Workbook };

const HEADERS = [
  'Name',
  'Technical Name',
  'DSS Name',
  'Description',
  'Data type',
  'Field type',
  'Available to',
  'Products',
];

test('a supplier searches the dictionary, follows "Did you mean", filters by product, reloads the same view and exports it', async ({
  page,
}, testInfo) => {
  await signIn(page, 'user@acme-foods.test', `/login?lastUrl=${encodeURIComponent('/dataDictionary')}`);
  await expect(page).toHaveURL('/dataDictionary');
  const main = page.getByRole('main');
  await expect(main.getByText('1–20 of 410')).toBeVisible();

  // Two characters are not searched for.
  const search = main.getByRole('searchbox', { name: 'Search the data dictionary' });
  await search.fill('ma');
  await expect(main.getByText('Please enter at least 3 characters')).toBeVisible();
  await page.waitForTimeout(800);
  await expect(page).toHaveURL('/dataDictionary');
  await expect(main.getByText('1–20 of 410')).toBeVisible();

  // A misspelling finds nothing, and "Did you mean" searches for the name it offers.
  await search.fill('custmer satisfction');
  await expect(main.getByText('No results found for custmer satisfction')).toBeVisible();
  await main.getByRole('button', { name: 'Customer Satisfaction Score' }).click();
  await expect(page).toHaveURL(/search=Customer\+Satisfaction\+Score/);
  await expect(search).toHaveValue('Customer Satisfaction Score');
  await expect(main.getByRole('link', { name: 'Customer Satisfaction Score (Year to Date)' })).toBeVisible();

  // Three characters or more search as typing rests; a product narrows the matches; a second page; an entry opened.
  await search.fill('sales');
  await expect(page).toHaveURL(/search=sales/);
  await main.getByRole('button', { name: /Product/ }).click();
  await page.getByRole('option', { name: 'Report Builder' }).click();
  await expect(page).toHaveURL(/product=chnl_perf_report_builder/);
  const range = main.getByText(/^1–20 of \d+$/);
  await expect(range).toBeVisible();
  const total = Number((await range.textContent())?.split(' of ')[1]);
  expect(total).toBeGreaterThan(20);
  await main.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=1/);
  const firstName = main.getByRole('row').nth(1).getByRole('link');
  const name = (await firstName.textContent()) ?? '';
  await firstName.click();
  await expect(page).toHaveURL(/selected=/);
  await expect(main.getByRole('heading', { level: 2, name })).toBeFocused();

  // A reload lands on the same view.
  const address = page.url();
  await page.reload();
  await expect(page).toHaveURL(address);
  await expect(search).toHaveValue('sales');
  await expect(main.getByRole('button', { name: /Product/ })).toContainText('Report Builder');
  await expect(main.getByText(`21–${Math.min(40, total)} of ${total}`)).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();

  // The export holds every match of the view, not only the page.
  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Export to Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^data_element_glossary_\d{2}-\d{2}-\d{4}\.xlsx$/);
  const path = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await readFile(path));
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The export has no worksheet');
  const values = sheet.getSheetValues().filter((row): row is unknown[] => Array.isArray(row));
  const [headers, ...rows] = values.map((row) => row.slice(1).map((cell) => (cell == null ? '' : String(cell))));
  expect(headers).toEqual(HEADERS);
  expect(rows).toHaveLength(total);
  expect(rows.map((row) => row[0])).toContain(name);
  for (const row of rows) expect(row[7]).toContain('Report Builder');
});
