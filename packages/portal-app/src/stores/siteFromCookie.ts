import { marketFromHost, MARKETS, SITE_ID_COOKIE, type Market } from '@partner-insights/contracts';

/** The site the server named in the `site_id` cookie of the page; without one, the market of the host name. */
export function siteFromCookie(cookie: string, host: string): Market {
  const value = cookie
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === SITE_ID_COOKIE)?.[1];
  return (MARKETS as readonly string[]).includes(value ?? '') ? (value as Market) : marketFromHost(host);
}
