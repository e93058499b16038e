import type { Page } from '@playwright/test';
import { expect, marketUrl, signIn, test } from './support/portal';

// Every route of the app's route table (packages/portal-app/src/routes/routeTable.ts), with the query a page
// needs. Keep this list in step with the table: a route missing here is a route whose policy goes unchecked.
const PUBLIC_ROUTES = [
  '/',
  '/articles/insights',
  '/contactUs',
  '/support',
  '/support/ticketCreation',
  '/pendingAccess',
  '/privacyPolicy',
];
/** Hidden in the US market: checked on the Canadian host. */
const CANADIAN_ROUTES = ['/terms'];
const STANDALONE_ROUTES = [
  '/login',
  '/forgotPassword',
  `/resetPassword?token=${'A'.repeat(43)}`,
  // An unknown invitation: the page's invalid-link state.
  `/userRegistration?token=${'A'.repeat(43)}`,
  '/noAccess',
  '/error',
  '/no/such/page',
];
const PRIVATE_ROUTES = [
  '/apps',
  '/support/trackTicket',
  '/knowledgeBase/home',
  '/knowledgeBase/search',
  '/knowledgeBase/articles?category=getting-started',
  '/knowledgeBase/article/content?article=welcome',
  '/knowledgeBase/basic',
  '/knowledgeBase/basic/article',
  '/profile',
  '/profile/requestAccess',
  '/releaseNotes',
  '/releaseNotes/article',
  '/dataSharingAddendum',
  '/dataDictionary',
  '/dataDictionaryV2',
  '/reportbuilder',
  '/accessDenied',
];
const ADMIN_ROUTES = [
  '/companyList',
  '/globalUserManagement',
  '/admin',
  '/admin/userList',
  '/admin/domainsList',
  '/admin/thirdParty',
  '/admin/activityLog',
];
// Each test opens dozens of pages, waiting for each to settle.
test.describe.configure({ timeout: 3 * 60_000 });

/** Ends the session: visited last. */
const LOGOUT_ROUTE = '/logout';

interface Violation {
  readonly page: string;
  readonly report: string;
}

declare global {
  interface Window {
    reportCspViolation?: (report: string) => void;
  }
}

/**
 * Collects every CSP violation the browser reports on the page, from the document's events and from the
 * console, across navigations.
 */
async function watchForViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('reportCspViolation', (report: string) => violations.push({ page: page.url(), report }));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const { violatedDirective, blockedURI, sourceFile, lineNumber } = event;
      void window.reportCspViolation?.(`${violatedDirective} blocked ${blockedURI} (${sourceFile}:${lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) {
      violations.push({ page: page.url(), report: message.text() });
    }
  });
  return violations;
}

/** Opens each path and waits for the page to settle, its lazily loaded code included. */
async function visitAll(page: Page, paths: readonly string[], origin = marketUrl()): Promise<void> {
  for (const path of paths) {
    const response = await page.goto(`${origin}${path}`);
    expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root'), path).not.toBeEmpty();
  }
}

test('a visitor meets no CSP violation on any route', async ({ page }) => {
  const violations = await watchForViolations(page);
  await visitAll(page, [...PUBLIC_ROUTES, ...STANDALONE_ROUTES, ...PRIVATE_ROUTES]);
  await visitAll(page, CANADIAN_ROUTES, marketUrl('ca'));
  expect(violations).toEqual([]);
});

// The regular user has seeded tickets (portal-server's seed-support-tickets.ts); the basic user is sent to no
// access from most routes.
for (const { email, opensOwnTicket } of [
  { email: 'user@acme-foods.test', opensOwnTicket: true },
  { email: 'basic@corner-basics.test', opensOwnTicket: false },
]) {
  test(`${email} meets no CSP violation on any route`, async ({ page }) => {
    const violations = await watchForViolations(page);
    await signIn(page, email);
    await visitAll(page, [...PUBLIC_ROUTES, ...PRIVATE_ROUTES, ...ADMIN_ROUTES, ...STANDALONE_ROUTES]);
    if (opensOwnTicket) {
      await page.goto('/support/trackTicket');
      await page.getByRole('main').getByRole('row').getByRole('link').first().click();
      await expect(page).toHaveURL(/\/support\/trackTicket\/[\da-f-]{36}$/);
      await page.waitForLoadState('networkidle');
    }
    await visitAll(page, [LOGOUT_ROUTE]);
    expect(violations).toEqual([]);
  });
}

test('a supplier admin meets no CSP violation on the administration routes they open', async ({ page }) => {
  const violations = await watchForViolations(page);
  await signIn(page, 'admin@acme-foods.test');
  await visitAll(page, [...ADMIN_ROUTES, '/admin/userList?tab=pendingUserManagement', LOGOUT_ROUTE]);
  expect(violations).toEqual([]);
});

test('a super admin meets no CSP violation on the administration routes', async ({ page }) => {
  const violations = await watchForViolations(page);
  await signIn(page, 'superadmin@partner-insights.test');
  await visitAll(page, [...ADMIN_ROUTES, '/apps', '/profile', LOGOUT_ROUTE]);
  expect(violations).toEqual([]);
});

test('the watch sees a violation: an inline script is refused', async ({ page }) => {
  const violations = await watchForViolations(page);
  await visitAll(page, ['/']);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations[0]?.report).toMatch(/script-src/);
  expect(await page.evaluate(() => 'inlineScriptRan' in window)).toBe(false);
});
