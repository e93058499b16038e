import type { Page } from '@playwright/test';
import type { Market } from '@partner-insights/contracts';
import { routeTable, type RouteEntry } from '../../packages/portal-app/src/routes/routeTable';
import { expect, marketUrl, signIn, test } from './support/portal';

// The phone widths every page must fit: the narrowest phones in use, and the most common one.
const PHONE_WIDTHS = [320, 375] as const;

/** Any ticket id the portal does not know: the ticket page shows its "no such ticket" state. */
const UNKNOWN_TICKET_ID = '00000000-0000-4000-8000-000000000000';
/** Ends the session: visited last. */
const LOGOUT_PATH = '/logout';

// Each test opens every route at two widths, waiting for each page to settle.
test.describe.configure({ timeout: 5 * 60_000 });
test.use({ viewport: { width: PHONE_WIDTHS[0], height: 720 } });

/** A visitable address for a route of the table: parameters filled in, the query a page needs added. */
function addressOf(route: RouteEntry, ticketId: string): string {
  if (route.path === '*') return '/no/such/page';
  const path = route.path.replace(':ticketId', ticketId);
  return route.requiredQuery ? `${path}?${route.requiredQuery.name}=getting-started` : path;
}

/** The signed-in user's newest ticket, from demo data, or an unknown id for a user without one. */
async function ticketIdOf(page: Page): Promise<string> {
  // Asked from the page, which resolves every market's *.localhost host (Node does not).
  const firstPage = await page.evaluate(async () => {
    const response = await fetch('/api/osc/user/incidents');
    return response.ok ? ((await response.json()) as { items: readonly { incidentId: string }[] }) : undefined;
  });
  return firstPage?.items[0]?.incidentId ?? UNKNOWN_TICKET_ID;
}

/** Waits until the page's code, data and fonts have arrived and the layout has had a frame to follow. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** What sticks out past the window's right edge: the document's width and the outermost elements beyond it. */
function horizontalOverflow(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const { scrollWidth } = document.documentElement;
    if (scrollWidth <= window.innerWidth) return undefined;
    const beyond = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
    );
    const outermost = beyond.filter((element) => !beyond.includes(element.parentElement as HTMLElement));
    const describe = (element: HTMLElement) =>
      `<${element.tagName.toLowerCase()} class="${element.className}"> ${element.textContent?.slice(0, 40) ?? ''}`;
    return `${scrollWidth} px wide: ${outermost.slice(0, 3).map(describe).join('; ')}`;
  });
}

/** Opens each address at every phone width and lists the pages wider than the window. */
async function overflowingPages(page: Page, addresses: readonly string[], origin = marketUrl()): Promise<string[]> {
  const found: string[] = [];
  for (const address of addresses) {
    await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 720 });
    await page.goto(`${origin}${address}`);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 720 });
      await settle(page);
      const overflow = await horizontalOverflow(page);
      if (overflow) found.push(`${address} at ${width} px (now ${new URL(page.url()).pathname}): ${overflow}`);
    }
  }
  return found;
}

const hostOf = (market: Exclude<Market, 'US'>) => (market === 'MX' ? 'mx' : 'ca');

/** Every route of the table that exists on a market's host, the session's end last. */
function addressesOn(market: Market, ticketId: string): string[] {
  const addresses = routeTable
    .filter((route) => !route.hiddenOn?.includes(market))
    .map((route) => addressOf(route, ticketId))
    .filter((address) => address !== LOGOUT_PATH);
  return [...addresses, LOGOUT_PATH];
}

// A visitor reads the portal in the language kept in the browser (LocaleStore's key); every language's texts
// must fit, the longer Spanish and French ones included.
for (const locale of ['en-US', 'es-MX', 'fr-CA'] as const) {
  test(`a visitor reading ${locale} can read every route on a phone without scrolling sideways`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem('partner-insights.locale', chosen), locale);
    const found = await overflowingPages(page, addressesOn('US', UNKNOWN_TICKET_ID));
    const hiddenOnUs = routeTable.filter((route) => route.hiddenOn?.includes('US'));
    found.push(
      ...(await overflowingPages(
        page,
        hiddenOnUs.map((route) => addressOf(route, UNKNOWN_TICKET_ID)),
        marketUrl(hostOf('CA')),
      )),
    );
    expect(found).toEqual([]);
  });
}

// Signed-in users read the portal in their saved language: the Mexican and Canadian admins in Spanish and French.
for (const [role, email, market] of [
  ['a regular supplier user', 'user@acme-foods.test', 'US'],
  ['a supplier admin', 'admin@acme-foods.test', 'US'],
  ['a super admin', 'superadmin@partner-insights.test', 'US'],
  ['an internal associate', 'associate@retailer.test', 'US'],
  ['a Mexican supplier admin', 'admin@nopal-foods.test', 'MX'],
  ['a Canadian supplier admin', 'admin@maple-goods.test', 'CA'],
] as const) {
  test(`${role} can read every route on a phone without scrolling sideways`, async ({ page }) => {
    const origin = marketUrl(market === 'US' ? undefined : hostOf(market));
    await signIn(page, email, `${origin}/login`);
    const found = await overflowingPages(page, addressesOn(market, await ticketIdOf(page)), origin);
    expect(found).toEqual([]);
  });
}

test('the ticket list takes the whole width the page gives it on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 720 });
  await signIn(page, 'user@acme-foods.test', `/login?lastUrl=${encodeURIComponent('/support/trackTicket')}`);
  await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
  const { table, main } = await page.getByRole('main').evaluate((element) => {
    const { paddingLeft, paddingRight } = getComputedStyle(element);
    return {
      table: element.querySelector('table')?.getBoundingClientRect().width,
      main: element.clientWidth - parseFloat(paddingLeft) - parseFloat(paddingRight),
    };
  });
  expect(main).toBe(343);
  expect(table).toBe(main);
});
