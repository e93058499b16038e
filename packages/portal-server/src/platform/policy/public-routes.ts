/**
 * The /api routes anyone may call without signing in, and the only ones: each must be declared public, and a
 * route declared public that is not listed here stops the app from starting.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  'GET /api/health',
  // configuration, languages and the block banner, which the app needs before anyone signs in
  'GET /api/ccm',
  'GET /api/v1/identity/sites/:site',
  'GET /api/banner',
  // signing in and out
  'POST /api/auth/login',
  'POST /api/logout',
  'GET /api/auth-status',
  'GET /api/login',
  // the identity provider sending the browser back: the state cookie ties its answer to the browser
  'GET /api/login/callback',
  // a forgotten password: asking for a reset link, and using it
  'POST /api/pwd-reset-link',
  'POST /api/pwd-reset',
  // an invited person reading their invitation and completing registration, before they have an account
  'GET /api/registration/invitation',
  'PUT /api/companies/:companyId/users/complete-registration',
  'PUT /api/companies/:companyId/users/complete-registration/basic',
  // support configuration and contact us, which visitors use too
  'GET /api/analyticsReports',
  'POST /api/lcs/contact-us',
  'POST /api/analytics/events',
  // the landing, insights, privacy and terms pages, and the terms as a PDF, which visitors read too
  'GET /api/content-management/:folder/:name',
  'GET /api/content-management/terms-and-conditions/:name/pdf',
];
