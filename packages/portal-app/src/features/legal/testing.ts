// The legal and public pages' fixtures, for the stories and tests of others (the shell renders the landing page).
import type { ContentFragment } from '@partner-insights/contracts';
import type { Fixtures } from '../../testing/fixtureTransport';

export const LANDING_PAGE: ContentFragment = {
  assetPath: 'pages/landing',
  title: 'Partner Insights',
  summary: 'The retailer’s data and analytics applications for suppliers and their partners, in one place.',
  html: '<h2>Know your customer, know your business</h2>\n<p>Partner Insights brings together the applications suppliers use.</p>\n',
  publishedOn: null,
  updatedOn: '2026-10-01',
  tags: [],
  downloadable: false,
  locale: 'en-US',
  requestedLocale: 'en-US',
  fallback: false,
};

/** The landing page's content call, answered in English whatever the language asked for. */
export const landingPageFixtures: Fixtures = {
  'GET /api/content-management/pages/landing': (request) => {
    const requested = request.headers['accept-language'] ?? 'en-US';
    return { body: { ...LANDING_PAGE, requestedLocale: requested, fallback: requested !== 'en-US' } };
  },
};
