import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/portal';
import { rowOf, searchUsers, tabOf, USER_LIST } from './support/userManagement';

// A domain no other journey or seed uses, and a user at it.
const DOMAIN = 'acme-e2e-labs.test';
const NEWCOMER = { firstName: 'Dora', lastName: 'Domain', email: `dora.domain@${DOMAIN}` };

/** Types a domain into the add dialog and submits it; the dialog stays open when it is refused. */
async function submitDomain(page: Page, domain: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Add an authorized domain' });
  await dialog.getByRole('textbox', { name: 'Domain' }).fill(domain);
  await dialog.getByRole('button', { name: 'Add domain' }).click();
}

test('an admin adds a domain (refused: gmail.com and a malformed one), adds a user in it, then deletes it', async ({
  page,
}) => {
  await signIn(page, 'admin@acme-foods.test');
  await page.goto('/admin/domainsList');
  await expect(page.getByRole('heading', { level: 1, name: 'Authorized domains' })).toBeVisible();
  await expect(rowOf(page, 'acme-foods.test')).toHaveCount(1);

  await page.getByRole('main').getByRole('button', { name: 'Add domain' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an authorized domain' });
  await submitDomain(page, 'gmail.com');
  await expect(dialog.getByText('Public email providers such as gmail.com cannot be authorized.')).toBeVisible();
  await submitDomain(page, 'not a domain..test');
  await expect(dialog.getByText('Enter a valid domain name, such as example.com.')).toBeVisible();
  await submitDomain(page, DOMAIN);
  await expect(page.getByText(`${DOMAIN} was added.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(rowOf(page, DOMAIN)).toContainText('Company');

  // A user at the new domain can be added now.
  await page.goto(USER_LIST);
  await page.getByRole('button', { name: 'Add user' }).click();
  const addUser = page.getByRole('dialog', { name: 'Add a user' });
  await addUser.getByLabel('First name').fill(NEWCOMER.firstName);
  await addUser.getByLabel('Last name').fill(NEWCOMER.lastName);
  await addUser.getByLabel('Email').fill(NEWCOMER.email);
  await addUser.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'User', exact: true }).click();
  await addUser.getByRole('button', { name: /App access/ }).click();
  await page.getByRole('option', { name: 'Shopper Behavior' }).click();
  await page.keyboard.press('Escape');
  await addUser.getByRole('button', { name: 'Validate' }).click();
  await expect(addUser.getByText('These details can be added. Select Add user to send the invitation.')).toBeVisible();
  await addUser.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('Single user addition started successfully.')).toBeVisible();
  await tabOf(page, 'Pending users').click();
  await searchUsers(page, NEWCOMER.email);
  await expect(rowOf(page, NEWCOMER.email)).toHaveCount(1);

  // Deleting it says how many of the company's users have an address there.
  await page.goto('/admin/domainsList');
  await rowOf(page, DOMAIN)
    .getByRole('button', { name: `Actions for ${DOMAIN}` })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${DOMAIN}?` });
  await expect(confirm).toContainText(`1 of your company's users has an address at ${DOMAIN}.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${DOMAIN} was deleted.`)).toBeVisible();
  await expect(rowOf(page, DOMAIN)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/e2e/email-domains.png', fullPage: true });
});
