import type { Browser, Locator, Page } from '@playwright/test';
import { expect, marketUrl, signIn } from './portal';

export const USER_LIST = '/admin/userList';

/** The user list's tab of that name (its label carries a count once known). */
export const tabOf = (page: Page, name: string): Locator => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** Searches the shown tab and waits for the address to keep the search. */
export async function searchUsers(page: Page, term: string): Promise<void> {
  // Until the tabs' counts arrive the page holds their place and then draws the tabs, the search box anew: a
  // search typed before then is lost, so wait for them as a reader does.
  await expect(page.getByRole('tablist', { name: 'User lists' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.fill(term);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(term)}`));
}

/** The row of the user list's table that names `text` (a name or an email). */
export const rowOf = (page: Page, text: string): Locator =>
  page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('cell').getByText(text, { exact: true }) });

/** Opens the menu of the row of `email` (named after the user) and picks an action. */
export async function rowAction(page: Page, email: string, name: string, action: string): Promise<void> {
  await rowOf(page, email)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** The id of the company a demo admin works for, read as that admin in a context of its own. */
export async function companyIdOf(browser: Browser, adminEmail: string): Promise<string> {
  const context = await browser.newContext({ baseURL: marketUrl() });
  try {
    const page = await context.newPage();
    await signIn(page, adminEmail);
    const tenantId = await page.evaluate(async () => {
      const response = await fetch('/api/v1/identity/user-context');
      const details = (await response.json()) as { tenant: { id: string } | null };
      return details.tenant?.id;
    });
    if (!tenantId) throw new Error(`${adminEmail} works for no company`);
    return tenantId;
  } finally {
    await context.close();
  }
}

/**
 * Makes a super admin's (or spectator's) session act for the company, as the company list does: through
 * GET /api/users/set-context, asked by the page so that it is a same-origin request.
 */
export async function actFor(page: Page, companyId: string, reason: string): Promise<void> {
  const status = await page.evaluate(
    async ({ companyId, reason }) =>
      (
        await fetch(
          `/api/users/set-context?companyId=${encodeURIComponent(companyId)}&reason=${encodeURIComponent(reason)}`,
        )
      ).status,
    { companyId, reason },
  );
  expect(status).toBe(200);
}
