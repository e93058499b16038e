import type { Page } from '@playwright/test';
import { expect, marketUrl, signIn, test } from './support/portal';

// The regular Acme Foods user's seeded tickets (portal-server's seed-support-tickets.ts).
const OWNER_EMAIL = 'user@acme-foods.test';
const TICKET_SUBJECT = 'Report Builder export stops at 50,000 rows';
const OTHER_TICKET_SUBJECT = 'Access to Shopper Behavior for a new analyst';
const TRACK_TICKETS = '/support/trackTicket';

async function signInToTrackTickets(page: Page, email: string): Promise<void> {
  await signIn(page, email, `/login?lastUrl=${encodeURIComponent(TRACK_TICKETS)}`);
  await expect(page).toHaveURL(/\/support\/trackTicket$/);
}

/** Opens the seeded ticket from the list by its reference, and returns its address. */
async function openSeededTicket(page: Page): Promise<string> {
  const row = page.getByRole('row', { name: new RegExp(TICKET_SUBJECT) });
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/support\/trackTicket\/[\da-f-]{36}$/);
  return new URL(page.url()).pathname;
}

test('a user follows their tickets, reads the conversation and adds a comment that stays', async ({ page }) => {
  await signInToTrackTickets(page, OWNER_EMAIL);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Track tickets' })).toBeVisible();
  await expect(main.getByRole('row', { name: new RegExp(TICKET_SUBJECT) })).toContainText('Updated');
  await expect(main.getByRole('row', { name: new RegExp(OTHER_TICKET_SUBJECT) })).toContainText('Solved');
  await expect(main.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/track-ticket-list.png', fullPage: true });

  await openSeededTicket(page);
  await expect(main.getByRole('heading', { level: 1, name: /^Ticket \d{6}-\d{6}$/ })).toBeVisible();
  const thread = main.getByRole('list').filter({ hasText: 'We can reproduce it and are working on a fix.' });
  await expect(thread.getByRole('listitem').first()).toContainText('Support desk');
  await expect(thread).toContainText('Is there a workaround meanwhile?');

  const text = `The export now stops at 40,000 rows (${Date.now()}).`;
  await main.getByRole('textbox', { name: 'Add a comment' }).fill(text);
  await main.getByRole('button', { name: 'Add comment' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Your comment was added' })).toBeVisible();
  await expect(thread.getByRole('listitem').last()).toContainText(text);
  await expect(main.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
  await page.screenshot({ path: 'test-results/e2e/track-ticket-detail.png', fullPage: true });

  await page.reload();
  await expect(main.getByRole('listitem').filter({ hasText: text })).toBeVisible();
});

test('another user opening the ticket’s address finds no such ticket', async ({ page, browser }) => {
  await signInToTrackTickets(page, OWNER_EMAIL);
  const ticketPath = await openSeededTicket(page);

  const otherUser = await browser.newContext({ baseURL: marketUrl() });
  try {
    const otherPage = await otherUser.newPage();
    await signIn(otherPage, 'admin@acme-foods.test', `/login?lastUrl=${encodeURIComponent(ticketPath)}`);
    await expect(otherPage).toHaveURL(new RegExp(`${ticketPath}$`));

    const main = otherPage.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Ticket not found' })).toBeVisible();
    await expect(main.getByText(/There is no such ticket among yours\./)).toBeVisible();
    await expect(main.getByText(TICKET_SUBJECT)).toHaveCount(0);
    await main.getByRole('link', { name: 'Back to your tickets' }).click();
    await expect(otherPage).toHaveURL(/\/support\/trackTicket$/);
  } finally {
    await otherUser.close();
  }
});
