import type { Browser } from '@playwright/test';
import frCA from '../../packages/portal-app/src/features/partners/messages/fr-CA.json' with { type: 'json' };
import { expect, marketUrl, signIn, test } from './support/portal';
import { rowOf } from './support/userManagement';

// Maple Goods' admin reads the portal in French.
const text = (id: keyof typeof frCA, values: Readonly<Record<string, string>> = {}): string =>
  Object.entries(values).reduce((message, [name, value]) => message.replace(`{${name}}`, value), frCA[id]);

const AGENCY_USER = 'agency@brightside-agency.test';
/** A tile is named after its product in every language: the agency user's saved language is the profile journey's. */
const REPORT_BUILDER = 'Report Builder';

/** Whether the agency's user can launch Report Builder from their launch list, in a session of their own. */
async function agencyLaunchesReportBuilder(browser: Browser): Promise<boolean> {
  const context = await browser.newContext({ baseURL: marketUrl() });
  try {
    const page = await context.newPage();
    await signIn(page, AGENCY_USER, '/login?lastUrl=/apps');
    await expect(page).toHaveURL(/\/apps$/);
    const main = page.getByRole('main');
    // Tiles come only once the user's access is known, so the first one says the list has settled.
    await expect(main.getByRole('article').first()).toBeVisible();
    // A tile the user may launch has a link; a locked one, a button.
    return (await main.getByRole('article', { name: REPORT_BUILDER }).getByRole('link').count()) > 0;
  } finally {
    await context.close();
  }
}

test('Maple Goods associates Brightside Agency with an app, which the agency user then reaches until it ends', async ({
  page,
  browser,
}) => {
  // The agency user signs in three times besides the admin's journey.
  test.setTimeout(90_000);
  expect(await agencyLaunchesReportBuilder(browser)).toBe(false);

  await signIn(page, 'admin@maple-goods.test', `${marketUrl('ca')}/login`);
  await page.goto(`${marketUrl('ca')}/admin/thirdParty`);
  await expect(page.getByRole('heading', { level: 1, name: text('partners.title') })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: text('partners.add') })
    .click();
  const dialog = page.getByRole('dialog', { name: text('partners.dialog.addTitle') });
  const code = dialog.getByRole('textbox', { name: text('partners.column.partnerCode') });
  await code.fill('104521');
  await dialog.getByRole('button', { name: text('partners.find') }).click();
  await expect(dialog.getByText(text('partners.problem.notAgency'))).toBeVisible();
  await code.fill('3P1042');
  await dialog.getByRole('button', { name: text('partners.find') }).click();
  await expect(
    dialog.getByText(
      text('partners.found', { partner: 'Brightside Agency', contact: 'agency@brightside-agency.test' }),
    ),
  ).toBeVisible();
  // The box is drawn over a visually hidden input: press its label, as a reader does.
  await dialog.getByText('Report Builder', { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Report Builder' })).toBeChecked();
  await dialog.getByRole('button', { name: text('partners.associate'), exact: true }).click();
  await expect(page.getByText(text('partners.associated', { partner: 'Brightside Agency' }))).toBeVisible();
  await expect(rowOf(page, 'Brightside Agency')).toContainText('Report Builder');

  expect(await agencyLaunchesReportBuilder(browser)).toBe(true);

  await rowOf(page, 'Brightside Agency')
    .getByRole('button', { name: /Brightside Agency/ })
    .click();
  await page.getByRole('menuitem', { name: text('partners.end') }).click();
  const confirm = page.getByRole('alertdialog', { name: text('partners.endTitle', { partner: 'Brightside Agency' }) });
  await confirm.getByRole('button', { name: text('partners.end') }).click();
  await expect(page.getByText(text('partners.ended', { partner: 'Brightside Agency' }))).toBeVisible();
  await expect(rowOf(page, 'Brightside Agency')).toHaveCount(0);

  expect(await agencyLaunchesReportBuilder(browser)).toBe(false);
});
