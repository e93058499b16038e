import type { Page } from '@playwright/test';
import type { Market } from '@partner-insights/contracts';
import { routeTable } from '../../packages/portal-app/src/routes/routeTable';
import { expect, marketUrl, signIn, test } from './support/portal';
import {
  addressesOn,
  addressOf,
  horizontalOverflow,
  ticketIdOf,
  watchForCspViolations,
  watchNetwork,
} from './support/routeWalk';

// Every route of the app's route table, as every kind of user: each page is served under the content security
// policy, meets no violation of it, and fits the narrowest phones in use and the most common one without
// scrolling sideways. One walk checks both, so each page is opened once per user.
const PHONE_WIDTHS = [320, 375] as const;

test.describe.configure({ timeout: 4 * 60_000 });
test.use({ viewport: { width: PHONE_WIDTHS[0], height: 720 } });

/** Watches one page through a walk: what sticks out at a phone width, and what the policy refused. */
async function startWalk(page: Page) {
  const violations = await watchForCspViolations(page);
  const { settle } = watchNetwork(page);
  const overflows: string[] = [];

  /** Opens each address, then checks it at every phone width. */
  async function visit(addresses: readonly string[], origin = marketUrl()): Promise<void> {
    for (const address of addresses) {
      await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 720 });
      const response = await page.goto(`${origin}${address}`);
      expect(response?.headers()['content-security-policy'], address).toContain("script-src 'self'");
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 720 });
        await settle();
        const overflow = await horizontalOverflow(page);
        if (overflow) overflows.push(`${address} at ${width} px (now ${new URL(page.url()).pathname}): ${overflow}`);
      }
    }
  }
  return { visit, overflows, violations };
}

const hostOf = (market: Exclude<Market, 'US'>) => (market === 'MX' ? 'mx' : 'ca');
const originOf = (market: Market) => marketUrl(market === 'US' ? undefined : hostOf(market));

// A visitor reads the portal in the language kept in the browser (LocaleStore's key); every language's texts
// must fit, the longer Spanish and French ones included. Routes hidden on the US site are read on the Canadian one.
for (const locale of ['en-US', 'es-MX', 'fr-CA'] as const) {
  test(`a visitor reading ${locale} opens every route: no CSP violation, and it fits a phone`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem('partner-insights.locale', chosen), locale);
    const hiddenOnUs = routeTable.filter((route) => route.hiddenOn?.includes('US')).map((route) => addressOf(route));
    const walk = await startWalk(page);
    await walk.visit(addressesOn('US'));
    await walk.visit(hiddenOnUs, originOf('CA'));
    expect(walk.overflows).toEqual([]);
    expect(walk.violations).toEqual([]);
  });
}

// Signed-in users read the portal in their saved language: the Mexican and Canadian admins in Spanish and French.
// Users with tickets of their own (demo data) open one; the basic user is sent to no access from most routes.
for (const [role, email, market] of [
  ['a regular supplier user', 'user@acme-foods.test', 'US'],
  ['a basic user', 'basic@corner-basics.test', 'US'],
  ['a supplier admin', 'admin@acme-foods.test', 'US'],
  ['a super admin', 'superadmin@partner-insights.test', 'US'],
  ['an internal associate', 'associate@retailer.test', 'US'],
  ['a Mexican supplier admin', 'admin@nopal-foods.test', 'MX'],
  ['a Canadian supplier admin', 'admin@maple-goods.test', 'CA'],
] as const) {
  test(`${role} opens every route: no CSP violation, and it fits a phone`, async ({ page }) => {
    const origin = originOf(market);
    await signIn(page, email, `${origin}/login`);
    const walk = await startWalk(page);
    await walk.visit(addressesOn(market, await ticketIdOf(page)), origin);
    expect(walk.overflows).toEqual([]);
    expect(walk.violations).toEqual([]);
  });
}
