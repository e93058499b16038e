import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect, signIn, test } from './support/portal';
import { USER_LIST, rowOf, searchUsers, tabOf } from './support/userManagement';

// exceljs is the portal server's dependency: the admin fills the template as a spreadsheet program would.
const requireFromServer = createRequire(new URL('../../packages/portal-server/package.json', import.meta.url));
interface Sheet {
  getRow(number: number): { values: unknown };
  addRow(values: readonly string[]): void;
  getCell(address: string): { value: unknown };
  readonly rowCount: number;
}
interface Workbook {
  readonly xlsx: { load(data: Buffer): Promise<unknown>; writeBuffer(): Promise<ArrayBuffer> };
  readonly worksheets: readonly Sheet[];
}
const ExcelJS = requireFromServer('exceljs') as { Workbook: new () => Workbook };

const VALID = [
  ['ines.bulkjourney@acme-foods.test', 'Ines', 'Bulkjourney', 'REGULAR_USER', 'SHOPPER_BEHAVIOR'],
  ['omar.bulkjourney@acme-foods.test', 'Omar', 'Bulkjourney', 'REGULAR_USER', 'SHOPPER_BEHAVIOR,REPORT_BUILDER'],
  ['lena.bulkjourney@acme-foods.test', 'Lena', 'Bulkjourney', 'SUPPLIER_ADMIN', ''],
];
const BAD = [
  ['not-an-email', 'Bad', 'Address', 'REGULAR_USER', 'SHOPPER_BEHAVIOR'],
  ['rui.bulkjourney@gmail.test', 'Rui', 'Elsewhere', 'REGULAR_USER', 'SHOPPER_BEHAVIOR'],
];

async function workbookOf(download: { path(): Promise<string> }): Promise<Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await readFile(await download.path()));
  return workbook;
}

test('an admin bulk uploads users from the template, applies the valid rows and gets the rejected ones back', async ({
  page,
}) => {
  await signIn(page, 'admin@acme-foods.test', `/login?lastUrl=${encodeURIComponent(USER_LIST)}`);
  await expect(page).toHaveURL(USER_LIST);
  await page.getByRole('button', { name: 'Bulk upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk upload users' });

  const templateDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download template' }).click();
  const template = await workbookOf(await templateDownload);
  const users = template.worksheets[0];
  expect(users?.getRow(1).values).toEqual([undefined, 'Email', 'First name', 'Last name', 'Role', 'Products']);
  for (const row of [...VALID, ...BAD]) users?.addRow(row);
  const filled = Buffer.from(await template.xlsx.writeBuffer());

  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'new-users.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: filled,
  });
  await dialog.getByRole('button', { name: 'Upload and preview' }).click();
  // The server reads the spreadsheet and checks each row against the company's users and domains: under the
  // journeys' load that can take longer than an answer usually does.
  await expect(dialog.getByRole('button', { name: 'Upload and preview' })).toBeHidden({ timeout: 30_000 });

  const preview = dialog.getByRole('region', { name: 'What each row does' });
  await expect(preview.getByRole('row')).toHaveCount(6);
  await expect(preview.getByRole('row', { name: /not-an-email/ })).toContainText('Enter a valid email address');
  await expect(preview.getByRole('row', { name: /gmail\.test/ })).toContainText(
    'The email domain is not authorised for this company',
  );
  await expect(preview.getByRole('row', { name: /ines\.bulkjourney/ })).toContainText('Add');

  await dialog.getByRole('button', { name: 'Apply 3 rows' }).click();
  await expect(dialog.getByText('Bulk upload of 3 user(s) started.')).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
  await expect(dialog.getByText('new-users.xlsx is applied')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('3 applied, 0 failed, 2 rejected at the preview, 0 unchanged')).toBeVisible();

  const rejectedDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download rejected rows' }).click();
  const rejected = (await workbookOf(await rejectedDownload)).worksheets[0];
  expect(rejected?.getRow(1).values).toEqual([
    undefined,
    'Email',
    'First name',
    'Last name',
    'Role',
    'Products',
    'Error',
  ]);
  expect(rejected?.rowCount).toBe(3);
  expect([rejected?.getCell('A2').value, rejected?.getCell('F2').value]).toEqual([
    'not-an-email',
    'Enter a valid email address',
  ]);
  expect(rejected?.getCell('F3').value).toBe('The email domain is not authorised for this company');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // The finished task is still on the page after a reload.
  await page.reload();
  await expect(page.getByText('new-users.xlsx is applied')).toBeVisible();

  await tabOf(page, 'Pending users').click();
  await searchUsers(page, 'bulkjourney');
  // Long emails are cut in the table: the rows are found by name.
  for (const [, firstName, lastName] of VALID) {
    await expect(rowOf(page, `${firstName} ${lastName}`)).toContainText('Invitation sent');
  }
});
