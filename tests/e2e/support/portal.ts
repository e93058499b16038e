import { test as base, expect, type Page } from '@playwright/test';

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

export const test = base.extend({
  baseURL: async ({}, use) => use(marketUrl()),
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
