import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { ACTIVITY_LOG_MESSAGES } from '../../packages/contracts/src/activity-log/activity-log-messages';
import logEsMX from '../../packages/portal-app/src/features/activity-log/messages/es-MX.json' with { type: 'json' };
import domainsEsMX from '../../packages/portal-app/src/features/email-domains/messages/es-MX.json' with { type: 'json' };
import { expect, marketUrl, signIn, test } from './support/portal';
import { rowOf } from './support/userManagement';

// exceljs is the portal server's dependency: it reads the file as a spreadsheet program would.
const requireFromServer = createRequire(new URL('../../packages/portal-server/package.json', import.meta.url));
interface Workbook {
  readonly xlsx: { load(data: Buffer): Promise<unknown> };
  readonly worksheets: readonly { getSheetValues(): unknown[] }[];
}
const ExcelJS = requireFromServer('exceljs') as { Workbook: new () => Workbook };

const ADMIN = 'admin@nopal-foods.test';
const DOMAIN = 'nopal-e2e-log.test';

// Nopal Foods' admin reads the portal in Spanish.
const messages = { ...logEsMX, ...domainsEsMX };
const text = (id: keyof typeof messages): string => messages[id].replace('{domain}', DOMAIN);
const { events, columns } = ACTIVITY_LOG_MESSAGES['es-MX'];

/** The User ID, Event and Details of every row the log's table shows. */
async function shownRows(page: Page): Promise<string[][]> {
  const table = page.getByRole('main').getByRole('table');
  const body = table.getByRole('row').filter({ has: page.getByRole('cell') });
  // Loaded, and every row of the page rendered: a long page renders a step of rows per frame, and the rows still to
  // come hold their space in a spacer row.
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.locator('tbody tr[aria-hidden="true"]')).toHaveCount(0);
  await expect(body.first()).toBeVisible();
  // A cell learns it is cut once the layout has settled (fonts in, columns sized): only then count the toggles.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  // Long details are cut: open each in full, as a reader does.
  const seeMore = body.getByRole('button', { name: 'ver más' });
  while ((await seeMore.count()) > 0) await seeMore.first().click();
  // The cells' text without their toggles.
  const rows = await body.evaluateAll((elements) =>
    elements.map((row) =>
      [...row.querySelectorAll('td, th[scope="row"]')].map((cell) => {
        const copy = cell.cloneNode(true) as Element;
        copy.querySelectorAll('button').forEach((button) => button.remove());
        return copy.textContent?.trim() ?? '';
      }),
    ),
  );
  return rows.map((cells) => [cells[0] ?? '', cells[2] ?? '', cells[3] ?? '']);
}

test('three admin changes show in the activity log, filtered by event and by user, and in its export', async ({
  page,
}, testInfo) => {
  // Three changes, two filters and an export: longer than one page's journey.
  test.setTimeout(90_000);
  const site = marketUrl('mx');
  await signIn(page, ADMIN, `${site}/login`);
  await page.goto(`${site}/admin/domainsList`);

  // Three changes: a domain added, changed, deleted.
  await page
    .getByRole('main')
    .getByRole('button', { name: text('domains.add') })
    .click();
  const dialog = page.getByRole('dialog', { name: text('domains.dialog.addTitle') });
  await dialog.getByRole('textbox', { name: text('domains.column.domain') }).fill(DOMAIN);
  await dialog.getByRole('button', { name: text('domains.add') }).click();
  await expect(page.getByText(text('domains.added'))).toBeVisible();
  await rowOf(page, DOMAIN)
    .getByRole('button', { name: new RegExp(DOMAIN) })
    .click();
  await page.getByRole('menuitem', { name: text('domains.edit') }).click();
  const edit = page.getByRole('dialog', { name: text('domains.dialog.editTitle') });
  // The box is drawn over a visually hidden input: press its label, as a reader does.
  await edit.getByText(text('domains.column.allowSubDomains'), { exact: true }).click();
  await expect(edit.getByRole('checkbox', { name: text('domains.column.allowSubDomains') })).toBeChecked();
  await edit.getByRole('button', { name: text('domains.save') }).click();
  await expect(page.getByText(text('domains.changed'))).toBeVisible();
  await rowOf(page, DOMAIN)
    .getByRole('button', { name: new RegExp(DOMAIN) })
    .click();
  await page.getByRole('menuitem', { name: text('domains.delete') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: text('domains.delete') })
    .click();
  await expect(page.getByText(text('domains.deleted'))).toBeVisible();

  // The largest page holds the admin's seeded month as well as the three changes: the export is compared with all of it.
  await page.goto(`${site}/admin/activityLog?pageSize=100`);
  await expect(page.getByRole('heading', { level: 1, name: text('activityLog.title') })).toBeVisible();
  const user = page.getByRole('searchbox', { name: text('activityLog.user') });
  await user.fill(ADMIN);
  await user.press('Enter');
  await expect(page).toHaveURL(/user=/);
  const byUser = await shownRows(page);
  for (const event of [events.EMAIL_DOMAIN_ADDED, events.EMAIL_DOMAIN_CHANGED, events.EMAIL_DOMAIN_DELETED]) {
    // The admin's seeded month holds changes of the company's own domain too: these are the ones about DOMAIN.
    expect(
      byUser.filter(([actor, shown, details]) => actor === ADMIN && shown === event && details?.includes(DOMAIN)),
    ).toHaveLength(1);
  }

  await page.getByRole('button', { name: new RegExp(text('activityLog.events')) }).click();
  await page.getByRole('option', { name: events.EMAIL_DOMAIN_ADDED }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/events=/);
  await expect.poll(async () => (await shownRows(page)).map(([, event]) => event)).toEqual([events.EMAIL_DOMAIN_ADDED]);

  // The export holds every entry the filters match, as the page shows them.
  await page.getByRole('button', { name: new RegExp(text('activityLog.events')) }).click();
  await page.getByRole('option', { name: events.EMAIL_DOMAIN_ADDED }).click();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/events=/);
  const shown = await shownRows(page);
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('main')
    .getByRole('button', { name: text('activityLog.export') })
    .click();
  const download = await downloading;
  const path = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await readFile(path));
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The export has no worksheet');
  const values = sheet.getSheetValues().filter((row): row is unknown[] => Array.isArray(row));
  const [headers, ...rows] = values.map((row) => row.slice(1).map((cell) => (cell == null ? '' : String(cell))));
  expect(headers?.slice(0, 5)).toEqual([
    columns.actor,
    columns.entityId,
    columns.event,
    columns.eventDescription,
    columns.sourceApp,
  ]);
  expect(rows.map((row) => [row[0], row[2], row[3]])).toEqual(shown);
});
