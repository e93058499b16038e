import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/portal';
import { USER_LIST, searchUsers } from './support/userManagement';

// exceljs is the portal server's dependency: it reads the file as a spreadsheet program would.
const requireFromServer = createRequire(new URL('../../packages/portal-server/package.json', import.meta.url));
interface Workbook {
  readonly xlsx: { load(data: Buffer): Promise<unknown> };
  readonly worksheets: readonly { getSheetValues(): unknown[] }[];
}
const ExcelJS = requireFromServer('exceljs') as { Workbook: new () => Workbook };

// Matches 28 seeded active users (Wilson, Jackson, Johnson, Anderson, Robinson, Thompson): three pages of ten.
// Other journeys keep the users they invite, block or edit out of it.
const SEARCH = 'son';
const HEADERS = ['Name', 'Email', 'User Type', 'Company Type', 'App Access', 'Role', 'Status', 'Last Login'];

/** Name and email of every row of the table, page after page. */
async function tableRows(page: Page): Promise<string[][]> {
  const rows: string[][] = [];
  const main = page.getByRole('main');
  const next = main.getByRole('button', { name: 'Next page' });
  for (;;) {
    const body = main.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(body.first()).toBeVisible();
    // Long values are cut: open each in full, as a reader does, and read the cells without their toggles.
    const seeMore = body.getByRole('button', { name: 'see more' });
    while ((await seeMore.count()) > 0) await seeMore.first().click();
    const pageRows = await body.evaluateAll((elements) =>
      elements.map((row) =>
        [...row.querySelectorAll('td, th[scope="row"]')].map((cell) => {
          const copy = cell.cloneNode(true) as Element;
          copy.querySelectorAll('button').forEach((button) => button.remove());
          return copy.textContent?.trim() ?? '';
        }),
      ),
    );
    rows.push(...pageRows.map((cells) => cells.filter((cell) => cell !== '').slice(0, 2)));
    if (await next.isDisabled()) return rows;
    const firstRowBefore = (await body.first().textContent()) ?? '';
    await next.click();
    await expect(body.first()).not.toHaveText(firstRowBefore);
  }
}

test('the export of a searched tab holds the rows of every page of the table, under the spec’s headers', async ({
  page,
}, testInfo) => {
  await signIn(page, 'admin@acme-foods.test', `/login?lastUrl=${encodeURIComponent(USER_LIST)}`);
  await expect(page).toHaveURL(USER_LIST);
  await searchUsers(page, SEARCH);
  await expect(page.getByRole('main').getByRole('button', { name: 'Next page' })).toBeEnabled();

  const shown = await tableRows(page);
  expect(shown.length).toBeGreaterThan(10);

  const downloading = page.waitForEvent('download');
  await page.getByRole('main').getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^user_list_userManagement_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const path = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(path);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await readFile(path));
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The export has no worksheet');
  const values = sheet.getSheetValues().filter((row): row is unknown[] => Array.isArray(row));
  const [headers, ...rows] = values.map((row) => row.slice(1).map((cell) => (cell == null ? '' : String(cell))));
  expect(headers).toEqual(HEADERS);
  expect(rows.map((row) => row.slice(0, 2))).toEqual(shown);
});
