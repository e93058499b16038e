/** The retailer's markets (tenants); the portal derives the market from the host name. */
export const MARKETS = ['US', 'MX', 'CA'] as const;
export type Market = (typeof MARKETS)[number];

const MARKET_BY_SUBDOMAIN: Readonly<Record<string, Market>> = { us: 'US', mx: 'MX', ca: 'CA' };

/** Host labels that mark a non-production deployment (e.g. `us.dev.localhost`, `mx.qa.localhost`). */
export const NON_PRODUCTION_HOST_MARKERS = ['dev', 'qa', 'stg', 'preprod'] as const;

const hostLabels = (host: string): string[] =>
  host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .split('.')
    .filter((label) => label.length > 0);

/** `mx.localhost` -> MX, `ca.qa.localhost` -> CA; anything else (localhost, us.localhost) is US. */
export function marketFromHost(host: string): Market {
  const [first] = hostLabels(host);
  return (first !== undefined && MARKET_BY_SUBDOMAIN[first]) || 'US';
}

export function isNonProductionHost(host: string): boolean {
  const labels = hostLabels(host);
  return NON_PRODUCTION_HOST_MARKERS.some((marker) => labels.includes(marker));
}
