import { test as base, expect, type Page, type Request } from '@playwright/test';

const fromGlobalSetup = (
  name: 'PORTAL_E2E_PORT' | 'PORTAL_E2E_SHORT_IDLE_PORT' | 'PORTAL_E2E_MAIL_DIR' | 'PORTAL_E2E_SINGLE_SIGN_ON_PORT',
): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys through \`playwright test\`.`);
  return value;
};

/** Where globalSetup started the portal; `marketUrl('mx')` is the same server under the MX market's host. */
export const portalPort = (): string => fromGlobalSetup('PORTAL_E2E_PORT');

export const marketUrl = (market?: 'us' | 'mx' | 'ca'): string =>
  `http://${market ? `${market}.` : ''}localhost:${portalPort()}`;

/** The folder the portal writes its mail to, as .eml files (see globalSetup). */
export const portalMailDir = (): string => fromGlobalSetup('PORTAL_E2E_MAIL_DIR');

/** The second portal, whose sessions go idle after a few seconds (see globalSetup). */
export const shortIdleUrl = (): string => `http://localhost:${fromGlobalSetup('PORTAL_E2E_SHORT_IDLE_PORT')}`;

/** The third portal, which signs in through a local identity provider (see globalSetup). */
export const singleSignOnUrl = (): string => `http://localhost:${fromGlobalSetup('PORTAL_E2E_SINGLE_SIGN_ON_PORT')}`;

/** How much of a failed journey's page is printed: enough to tell a pending answer from an error shown. */
const FAILURE_SNAPSHOT_CHARS = 4000;
/** How many unfinished requests and errors it lists after that. */
const FAILURE_LINES = 30;

export const test = base.extend<{ showPageOnFailure: undefined }>({
  baseURL: async ({}, use) => use(marketUrl()),
  // CI keeps no artefacts, so a failed journey prints what its page showed (as the accessibility tree) to the log.
  showPageOnFailure: [
    async ({ page }, use, testInfo) => {
      // What the page was still waiting for, and what broke: a page stuck loading says why.
      const pending = new Set<Request>();
      const troubles: string[] = [];
      page.on('request', (request) => pending.add(request));
      page.on('requestfinished', (request) => pending.delete(request));
      page.on('requestfailed', (request) => {
        pending.delete(request);
        troubles.push(`failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`);
      });
      page.on('pageerror', (error) => troubles.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') troubles.push(`console error: ${message.text()}`);
      });
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      // The open dialog or the page's main content: the shell around them says little about what went wrong.
      const dialog = page.getByRole('dialog').last();
      const main = page.getByRole('main');
      const shown = (await dialog.count()) > 0 ? dialog : (await main.count()) === 1 ? main : page.locator('body');
      const snapshot = await shown
        .ariaSnapshot({ timeout: 2000 })
        .catch((error: unknown) => `(no snapshot: ${String(error)})`);
      const waiting = [...pending].map((request) => `still waiting: ${request.method()} ${request.url()}`);
      // A lazy chunk's import also waits for its stylesheets' load events, which no request shows.
      const unloadedStyles = await page
        .evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
            .filter((link) => link.sheet === null)
            .map((link) => `stylesheet not loaded: ${link.href}`),
        )
        .catch(() => []);
      console.error(
        `\n${testInfo.title}\nat ${page.url()} the page showed:\n${snapshot.slice(0, FAILURE_SNAPSHOT_CHARS)}\n` +
          [...waiting, ...unloadedStyles, ...troubles].slice(0, FAILURE_LINES).join('\n'),
      );
    },
    { auto: true },
  ],
});

export { expect };

/** Every demo account's password (README). */
export const DEMO_PASSWORD = 'demo-password';

/** Signs in on the login page the browser is on (or opens it), and waits to leave it. */
export async function signIn(page: Page, email: string, path = '/login'): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
