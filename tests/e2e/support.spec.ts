import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/portal';

const TICKET_CREATION = '/support/ticketCreation';
const ONE_MB = 1024 * 1024;

/** A PDF of `size` bytes: its signature, then filler (the server checks a file's bytes against its type). */
const pdfOfSize = (name: string, size: number) => {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write('%PDF-1.7\n');
  return { name, mimeType: 'application/pdf', buffer };
};

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(` ${label}( \\(optional\\))?$`) }).click();
  await page.getByRole('option', { name: option }).click();
}

async function signInToCreateTicket(page: Page) {
  await signIn(page, 'user@acme-foods.test', `/login?lastUrl=${encodeURIComponent(TICKET_CREATION)}`);
  await expect(page).toHaveURL(/\/support\/ticketCreation$/);
}

test('a user raises a ticket with a 1 MB attachment, follows its number to it, sees the issue chain, downloads the attachment and comments', async ({
  page,
}) => {
  await signInToCreateTicket(page);
  const main = page.getByRole('main');
  const subject = `Sales dashboard shows last week twice (${Date.now()})`;

  await chooseOption(page, 'Support type', 'Technical issue');
  await chooseOption(page, 'Issue', 'Reports and data');
  await chooseOption(page, 'Issue type', 'A report does not load');
  await chooseOption(page, 'Sub-issue type', 'It shows an error');
  await main.getByRole('textbox', { name: 'Situation description' }).fill(`${subject}\nSince Monday's refresh.`);
  await main.locator('input[type="file"]').setInputFiles(pdfOfSize('sales-dashboard.pdf', ONE_MB));
  await expect(main.getByText('sales-dashboard.pdf')).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/support-ticket-form.png', fullPage: true });
  await main.getByRole('button', { name: 'Create ticket' }).click();

  await expect(main.getByText('Your ticket was created')).toBeVisible();
  // The success panel takes the intro's place.
  await expect(main.getByText(/All fields are required/)).toHaveCount(0);
  const ticketLink = main.getByRole('link', { name: /^\d{6}-\d{6}$/ });
  const reference = (await ticketLink.textContent()) ?? '';
  await page.screenshot({ path: 'test-results/e2e/support-ticket-created.png', fullPage: true });

  await ticketLink.click();
  await expect(page).toHaveURL(/\/support\/trackTicket\/[0-9a-f-]{36}$/);
  await expect(main.getByRole('heading', { level: 1, name: `Ticket ${reference}` })).toBeVisible();
  for (const [label, name] of [
    ['Account type', 'Supplier'],
    ['Support type', 'Technical issue'],
    ['Issue', 'Reports and data'],
    ['Issue type', 'A report does not load'],
    ['Sub-issue type', 'It shows an error'],
  ]) {
    await expect(main.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd')).toHaveText(name ?? '');
  }
  await expect(main.getByText("Since Monday's refresh.")).toBeVisible();
  await expect(main.getByText('1 MB', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/support-ticket-detail.png', fullPage: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('link', { name: 'sales-dashboard.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('sales-dashboard.pdf');
  const saved = await readFile((await download.path()) ?? '');
  expect(saved.equals(pdfOfSize('sales-dashboard.pdf', ONE_MB).buffer)).toBe(true);
  await main.getByRole('textbox', { name: 'Add a comment' }).fill('It happens in Chrome and Edge alike.');
  await main.getByRole('button', { name: 'Add comment' }).click();
  await expect(main.getByRole('listitem').filter({ hasText: 'It happens in Chrome and Edge alike.' })).toBeVisible();

  await page.goto('/support/trackTicket');
  await expect(main.getByRole('row', { name: new RegExp(reference) })).toContainText('Open');
});

test('"Create another ticket" starts a fresh form', async ({ page }) => {
  await signInToCreateTicket(page);
  const main = page.getByRole('main');
  await chooseOption(page, 'Support type', 'Technical issue');
  await main.getByRole('textbox', { name: 'Situation description' }).fill('The launch list is empty.');
  await main.getByRole('button', { name: 'Create ticket' }).click();

  await main.getByRole('button', { name: 'Create another ticket' }).click();

  await expect(main.getByRole('textbox', { name: 'Situation description' })).toHaveValue('');
  await expect(main.getByText(/All fields are required/)).toBeVisible();
});

test('an attachment over 10 MB is refused with the size error, and the form keeps the rest', async ({ page }) => {
  await signInToCreateTicket(page);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Situation description' }).fill('The export is too big to attach.');

  await main.locator('input[type="file"]').setInputFiles(pdfOfSize('export.pdf', 10 * ONE_MB + 1));

  await expect(main.getByText('The file is too large. The maximum size is 10 MB.')).toBeVisible();
  await expect(main.getByText('export.pdf')).toHaveCount(0);
  await expect(main.getByRole('textbox', { name: 'Situation description' })).toHaveValue(
    'The export is too big to attach.',
  );
});

test('a request for access opens the form with the access request chosen', async ({ page }) => {
  await signIn(page, 'associate@retailer.test', `/login?lastUrl=${encodeURIComponent('/support')}`);
  await page.getByRole('main').getByRole('link', { name: 'Request access' }).first().click();
  await expect(page).toHaveURL(/\/support\/ticketCreation\?request=access$/);
  await expect(page.getByRole('button', { name: /^Request access Support type/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Access to a product Issue/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Associate Account type/ })).toBeVisible();
});

test('what was typed survives the session ending and the sign-in again', async ({ page, context }) => {
  await signInToCreateTicket(page);
  const main = page.getByRole('main');
  await chooseOption(page, 'Support type', 'Technical issue');
  await main.getByRole('textbox', { name: 'Situation description' }).fill('Half a sentence that must not be lost');

  // The session ends (its cookie is gone): the next call is refused and the app asks for a sign-in.
  await context.clearCookies();
  await main.getByRole('button', { name: 'Create ticket' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'user@acme-foods.test');
  await page.goto(TICKET_CREATION);

  await expect(main.getByRole('textbox', { name: 'Situation description' })).toHaveValue(
    'Half a sentence that must not be lost',
  );
  await expect(page.getByRole('button', { name: /^Technical issue Support type/ })).toBeVisible();
});

test('a visitor contacts us through the bot challenge with its keyboard alternative', async ({ page }) => {
  await page.goto('/contactUs');
  const main = page.getByRole('main');
  // The radio is drawn over a visually hidden input: press its label, as a pointer user does.
  await main.getByText('Supplier', { exact: true }).click();
  await expect(main.getByRole('radio', { name: 'Supplier' })).toBeChecked();
  await main.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await main.getByRole('textbox', { name: 'Last name', exact: true }).fill('García');
  await main.getByRole('textbox', { name: 'Primary contact email' }).fill('ana@example.test');
  await main.getByRole('textbox', { name: 'Company name' }).fill('Example Foods');
  await chooseOption(page, 'Support type', 'Technical issue');
  await main.getByRole('textbox', { name: 'Description' }).fill('I cannot sign in to the portal.');
  await main.getByRole('button', { name: 'Send message' }).click();

  const challenge = page.getByRole('dialog', { name: 'Before we continue...' });
  await expect(challenge).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/contact-us-challenge.png' });
  // Keyboard only: Tab to the accessible check, answer the server's question, confirm with Enter.
  const alternative = challenge.getByRole('button', { name: 'Use an accessible check instead' });
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(alternative).toBeFocused({ timeout: 100 });
  }).toPass();
  await page.keyboard.press('Enter');
  await expect(challenge.getByRole('textbox')).toBeFocused();
  const question = (await challenge.getByText(/What is \d+ plus \d+\?/).textContent()) ?? '';
  const answer = (question.match(/\d+/g) ?? []).map(Number).reduce((sum, term) => sum + term, 0);
  await page.keyboard.type(String(answer));
  await page.keyboard.press('Enter');

  await expect(main.getByText('Thank you, your message has been sent')).toBeVisible();
  await expect(challenge).toHaveCount(0);
  await page.screenshot({ path: 'test-results/e2e/contact-us-sent.png', fullPage: true });
});
