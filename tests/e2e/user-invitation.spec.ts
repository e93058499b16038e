import type { Browser, Page } from '@playwright/test';
import { tokenLinkMailedTo } from './support/mailbox';
import { expect, marketUrl, signIn, test } from './support/portal';
import { rowAction, rowOf, searchUsers, tabOf, USER_LIST } from './support/userManagement';

// People no other journey invites; their names stay clear of the export journey's search ("son").
const NEWCOMER = { firstName: 'Nina', lastName: 'Newcomer', email: 'e2e.newcomer@acme-foods.test' };
const RESENT = { firstName: 'Otto', lastName: 'Resend', email: 'e2e.resend@acme-foods.test' };
const GRANTED_APPS = ['Channel Insights', 'Digital Landscapes'];
const STRONG_PASSWORD = 'a long walk along the quiet river';

interface Invitee {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

/** The admin adds a user with the dialog: validates the details first, then adds them. */
async function addUser(page: Page, invitee: Invitee, apps: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a user' });
  await dialog.getByLabel('First name').fill(invitee.firstName);
  await dialog.getByLabel('Last name').fill(invitee.lastName);
  await dialog.getByLabel('Email').fill(invitee.email);
  await dialog.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'User', exact: true }).click();
  await dialog.getByRole('button', { name: /App access/ }).click();
  for (const app of apps) await page.getByRole('option', { name: app }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Validate' }).click();
  await expect(dialog.getByText('These details can be added. Select Add user to send the invitation.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('Single user addition started successfully.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/** The admin's pending users, searched for the invitee: their row at "Invitation sent". */
async function expectInvitationSent(page: Page, invitee: Invitee): Promise<void> {
  await tabOf(page, 'Pending users').click();
  await searchUsers(page, invitee.email);
  const row = rowOf(page, invitee.email);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${invitee.firstName} ${invitee.lastName}`);
  await expect(row).toContainText('Invitation sent');
}

async function openInFreshContext(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: marketUrl() });
  const page = await context.newPage();
  await page.goto(link);
  return page;
}

test('an admin invites a user, who registers through the mailed link and launches exactly the apps granted', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin@acme-foods.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL('/admin');
  await page
    .getByRole('main')
    .getByRole('link', { name: /User management/ })
    .click();
  await expect(page).toHaveURL(USER_LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'User management' })).toBeVisible();

  await addUser(page, NEWCOMER, GRANTED_APPS);
  await expectInvitationSent(page, NEWCOMER);

  const link = await tokenLinkMailedTo(NEWCOMER.email, '/userRegistration');
  const newcomer = await openInFreshContext(browser, link);
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Complete your registration' })).toBeVisible();
  const form = newcomer.getByRole('form', { name: 'Complete your registration' });
  await expect(form.getByText(NEWCOMER.email)).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue(NEWCOMER.firstName);
  await form.getByLabel('Phone number').fill('555-010-2030');
  await form.getByLabel('Password', { exact: true }).fill('password1234');
  await form.getByLabel('Confirm password').fill('password1234');
  // The box is drawn over a visually hidden input: press its label, as a pointer user does.
  await form.getByText('I accept the terms of use').click();
  await form.getByRole('button', { name: 'Complete registration' }).click();
  await expect(
    form.getByText('Choose a password that is harder to guess. This one is common or has appeared in a data breach.'),
  ).toBeVisible();

  await form.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await form.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  await form.getByRole('button', { name: 'Complete registration' }).click();
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();

  // The access is granted and the account activated by the portal's jobs, in the background.
  await newcomer.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(newcomer).toHaveURL(/\/login/);
  await expect(async () => {
    await newcomer.goto('/login?lastUrl=/apps');
    await newcomer.getByLabel('Email').fill(NEWCOMER.email);
    await newcomer.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await newcomer.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The path, not the address: a refused sign-in stays on /login?lastUrl=/apps, which ends the same way.
    await expect(newcomer).toHaveURL((url) => url.pathname === '/apps', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });

  const main = newcomer.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const launches = main.getByRole('link', { name: /^Launch App/ });
  await expect(launches).toHaveCount(GRANTED_APPS.length);
  for (const app of GRANTED_APPS) {
    await expect(main.getByRole('link', { name: new RegExp(`^Launch App .*${app}$`) })).toBeVisible();
  }
  await newcomer.context().close();
});

test('a resent invitation mails a new link, and the former one then shows the invalid-link page', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin@acme-foods.test', `/login?lastUrl=${encodeURIComponent(USER_LIST)}`);
  await expect(page).toHaveURL(USER_LIST);
  await addUser(page, RESENT, ['Shopper Behavior']);
  await expectInvitationSent(page, RESENT);
  const first = await tokenLinkMailedTo(RESENT.email, '/userRegistration');

  await rowAction(page, RESENT.email, `${RESENT.firstName} ${RESENT.lastName}`, 'Resend invite');
  await expect(page.getByText('Email sent successfully.')).toBeVisible();
  const second = await tokenLinkMailedTo(RESENT.email, '/userRegistration', [first]);
  expect(second).not.toBe(first);

  const invitee = await openInFreshContext(browser, first);
  await expect(
    invitee.getByRole('heading', { level: 1, name: 'This invitation link is invalid or has expired' }),
  ).toBeVisible();
  await invitee.goto(second);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Complete your registration' })).toBeVisible();
  await expect(invitee.getByText(RESENT.email)).toBeVisible();
  await invitee.context().close();
});
