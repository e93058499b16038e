import type { Page, Request } from '@playwright/test';
import type { Market, UserDetails } from '@partner-insights/contracts';
import { routeDecision } from '../../../packages/portal-app/src/routes/routeGuards';
import { routeTable, type RouteEntry } from '../../../packages/portal-app/src/routes/routeTable';
import { expect } from './portal';

/** Any ticket id the portal does not know: the ticket page shows its "no such ticket" state. */
export const UNKNOWN_TICKET_ID = '00000000-0000-4000-8000-000000000000';
/** Ends the session: visited last. */
const LOGOUT_PATH = '/logout';
/** How long the network must stay silent for a page to count as settled: long enough for a lazy chunk's data. */
const QUIET_MS = 150;
const SETTLE_TIMEOUT_MS = 15_000;

/** A visitable address for a route of the table: parameters filled in, the query a page needs added. */
export function addressOf(route: RouteEntry, ticketId = UNKNOWN_TICKET_ID): string {
  if (route.path === '*') return '/no/such/page';
  // Content paths name a category (or topic) and an article; an unknown one shows the page's not-found state.
  const path = route.path.replace(':ticketId', ticketId).replace(/:\w+/g, 'getting-started');
  return route.requiredQuery ? `${path}?${route.requiredQuery.name}=getting-started` : path;
}

/** Every route of the table that exists on a market's host, the session's end last. */
export function addressesOn(market: Market, ticketId = UNKNOWN_TICKET_ID): string[] {
  const addresses = routeTable
    .filter((route) => !route.hiddenOn?.includes(market))
    .map((route) => addressOf(route, ticketId))
    .filter((address) => address !== LOGOUT_PATH);
  return [...addresses, LOGOUT_PATH];
}

/**
 * Every route of the table the signed-in user may open on a market's host (the guards render it rather than send
 * them elsewhere), their newest ticket's page included; the standalone pages (sign-in, the session's end, status
 * pages) aside.
 */
export async function addressesOpenedBy(page: Page, market: Market): Promise<string[]> {
  const user = await page.evaluate(async () => {
    const response = await fetch('/api/v1/identity/user-context?permissions=true');
    return (await response.json()) as UserDetails;
  });
  const ticketId = await ticketIdOf(page);
  return routeTable
    .filter((route) => route.access !== 'standalone' && !route.hiddenOn?.includes(market))
    .map((route) => ({ route, address: addressOf(route, ticketId) }))
    .filter(({ route, address }) => {
      const { pathname, search } = new URL(address, 'http://portal');
      return routeDecision(route, { user, location: { pathname, search, hash: '' } }).kind === 'render';
    })
    .map(({ address }) => address);
}

/** The signed-in user's newest ticket, from demo data, or an unknown id for a user without one. */
export async function ticketIdOf(page: Page): Promise<string> {
  // Asked from the page, which resolves every market's *.localhost host (Node does not).
  const firstPage = await page.evaluate(async () => {
    const response = await fetch('/api/osc/user/incidents');
    return response.ok ? ((await response.json()) as { items: readonly { incidentId: string }[] }) : undefined;
  });
  return firstPage?.items[0]?.incidentId ?? UNKNOWN_TICKET_ID;
}

/**
 * Counts the page's requests in flight, so a walk can tell when a page has settled without Playwright's
 * `networkidle`, which waits half a second after the last request on every page.
 */
export function watchNetwork(page: Page): { settle: () => Promise<void> } {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));

  /** Waits until the page's code, data and fonts have arrived and the layout has had a frame to follow. */
  async function settle(): Promise<void> {
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    let quietSince = Date.now();
    while (Date.now() - quietSince < QUIET_MS) {
      if (inFlight.size > 0) quietSince = Date.now();
      if (Date.now() > deadline) {
        throw new Error(`Still loading after ${SETTLE_TIMEOUT_MS} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`);
      }
      await page.waitForTimeout(25);
    }
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
  }
  return { settle };
}

/** What sticks out past the window's right edge: the document's width and the outermost elements beyond it. */
export function horizontalOverflow(page: Page): Promise<string | undefined> {
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

declare global {
  interface Window {
    reportCspViolation?: (report: string) => void;
  }
}

/**
 * Collects every CSP violation the browser reports on the page, from the document's events and from the
 * console, across navigations.
 */
export async function watchForCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (report: string) => violations.push(`${page.url()}: ${report}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const { violatedDirective, blockedURI, sourceFile, lineNumber } = event;
      void window.reportCspViolation?.(`${violatedDirective} blocked ${blockedURI} (${sourceFile}:${lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}
