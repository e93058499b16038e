import {
  LANGUAGE_NAMES,
  type Locale,
  type Market,
  type PortalConfiguration,
  type SiteLanguages,
  type UserDetails,
} from '@partner-insights/contracts';
import type { Fixtures } from './fixtureTransport';

export const portalConfiguration = (market: Market): PortalConfiguration => ({
  market,
  environment: 'production',
  experimentationKey: 'local-experiments',
  supportFormReading: 'optional',
  adminDenialReading: 'administrator',
  featureFlags: {
    'insights-activation-rollout': true,
    'wem-kb-rollout': true,
    'kb-search-rollout': true,
    'contact-us-a-b-test': false,
  },
});

/** The server's seed: every site allows all three languages, MX offering Spanish first. */
export const siteLanguages = (market: Market): SiteLanguages => {
  const order: readonly Locale[] = market === 'MX' ? ['es-MX', 'en-US', 'fr-CA'] : ['en-US', 'es-MX', 'fr-CA'];
  return { site_id: market, languages: order.map((id) => ({ id, value: LANGUAGE_NAMES[id] })) };
};

/** Fixed so the idle deadline of tests and stories never depends on today's date. */
export const IDLE_TIMEOUT_SECONDS = 1800;

/** What the server answers a visitor (no user) or a signed-in user at start-up. */
export function shellFixtures(market: Market, user: UserDetails | null): Fixtures {
  return {
    'POST /api/analytics/events': { status: 204 },
    'GET /api/ccm': { body: portalConfiguration(market) },
    [`GET /api/v1/identity/sites/${market}`]: { body: siteLanguages(market) },
    'GET /api/banner': { body: { banner: null } },
    'GET /api/auth-status': { body: { authenticated: user !== null } },
    ...(user && { 'GET /api/v1/identity/user-context': { body: user } }),
  };
}
