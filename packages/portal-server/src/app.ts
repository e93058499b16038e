import type { AdminDenialReading, SupportFormReading } from '@partner-insights/contracts';
import { Hono } from 'hono';
import {
  DEFAULT_ACTIVITY_LOG_RETENTION_DAYS,
  DEFAULT_ANALYTICS_LIMITS,
  DEFAULT_BOT_CHECK,
  DEFAULT_EXPERIMENTATION_KEY,
  DEFAULT_SUPPORT_EMAIL,
  DEFAULT_ADMIN_DENIAL_READING,
  DEFAULT_SUPPORT_FORM_READING,
  randomBotCheckSecret,
  type AnalyticsLimits,
  type BotCheckSettings,
  type LocalPasswords,
  type SessionLifetime,
  type SingleSignOnSettings,
} from './config';
import { activityLogFeature } from './features/activity-log';
import { accessReviewFeature } from './features/access-review';
import { accessReviewCampaignsFeature } from './features/access-review-campaigns';
import { analyticsFeature } from './features/analytics';
import { companiesFeature } from './features/companies';
import { globalUsersFeature } from './features/global-users';
import { bulkUsersFeature } from './features/bulk-users';
import { configurationFeature } from './features/configuration';
import { contactUsFeature } from './features/contact-us';
import { companiesAuthorisingEmail, emailDomainsFeature } from './features/email-domains';
import { contentFeature } from './features/content';
import { dataDictionaryFeature } from './features/data-dictionary';
import { healthFeature } from './features/health';
import { identityFeature, identitySessions, type ClaimMapping } from './features/identity';
import { launchableProductsIn, launchListFeature } from './features/launch-list';
import { partnerAssociationsFeature } from './features/partner-associations';
import { profileFeature } from './features/profile';
import { supportFeature } from './features/support';
import { userManagementFeature } from './features/user-management';
import { createAuditTrail } from './platform/audit/audit-trail';
import { systemClock, type Clock } from './platform/clock';
import type { Db } from './platform/db/database';
import { handleError, notFound } from './platform/http/error-envelope';
import type { Feature } from './platform/http/feature';
import { refuseCrossSiteWrites } from './platform/http/cross-site';
import { compressJson } from './platform/http/compress-json';
import { noStore } from './platform/http/no-store';
import { securityHeaders } from './platform/http/security-headers';
import { serveBuiltApp } from './platform/http/serve-built-app';
import { siteIdCookie } from './platform/http/site-id-cookie';
import { createJobQueue } from './platform/jobs';
import { createOutbox } from './platform/mail';
import { assertRoutePolicies } from './platform/policy/declared-routes';
import { createGuard } from './platform/policy/guard';
import { createRateLimiter } from './platform/rate-limit/rate-limiter';
import { apiDescriptionRoutes } from './platform/openapi/api-description-routes';
import { openApiDocument } from './platform/openapi/openapi-document';

export interface AppDependencies {
  readonly db: Db;
  /** Folder of the built single-page app. */
  readonly appDistDir: string;
  readonly sessionLifetime: SessionLifetime;
  /** Whether X-Forwarded-For and X-Forwarded-Proto come from a trusted reverse proxy. */
  readonly trustProxy: boolean;
  /** Handed to the app with the portal configuration; the local one unless configured. */
  readonly experimentationKey?: string;
  /** Which reading of the support forms' optional fields the server validates by; the optional one unless set. */
  readonly supportFormReading?: SupportFormReading;
  /** Which refusal the admin landing shows a non-admin; "administrator" unless set. */
  readonly adminDenialReading?: AdminDenialReading;
  /** When contact us asks for the bot check; a random secret and the defaults unless set. */
  readonly botCheck?: BotCheckSettings;
  /** Where contact-us notifications go. */
  readonly supportEmail?: string;
  /** How many analytics events a client may send; the defaults unless set. */
  readonly analyticsLimits?: AnalyticsLimits;
  /** The time sessions and sign-in limits are measured by; the system clock unless a test moves its own. */
  readonly clock?: Clock;
  /** Host names links in emails may point at; none (the default): the loopback names of local runs. */
  readonly portalHosts?: readonly string[];
  /** How long activity log entries are kept, which the log's page says; 400 days unless set. */
  readonly activityLogRetentionDays?: number;
  /** Whether a company's admins are mailed when a super admin starts acting for it; on unless set. */
  readonly mailAdminsOnContext?: boolean;
  /** When set, access review campaigns end this many seconds after they open instead of after their due date. */
  readonly accessReviewDeadlineSeconds?: number;
  /** Signing in through the organisation's identity provider, with its claim mapping; passwords only unless set. */
  readonly singleSignOn?: { readonly settings: SingleSignOnSettings; readonly claimMapping: ClaimMapping };
  /** Who may sign in with a password; everyone unless set. */
  readonly localPasswords?: LocalPasswords;
}

export const API_INFO = { title: 'Partner Insights API', version: '1' } as const;

/** The whole HTTP surface: the API under /api, and the built app for every other GET. */
export function createApp({
  db,
  appDistDir,
  sessionLifetime,
  trustProxy,
  experimentationKey = DEFAULT_EXPERIMENTATION_KEY,
  supportFormReading = DEFAULT_SUPPORT_FORM_READING,
  adminDenialReading = DEFAULT_ADMIN_DENIAL_READING,
  botCheck = { ...DEFAULT_BOT_CHECK, secret: randomBotCheckSecret() },
  supportEmail = DEFAULT_SUPPORT_EMAIL,
  analyticsLimits = DEFAULT_ANALYTICS_LIMITS,
  clock = systemClock,
  portalHosts = [],
  activityLogRetentionDays = DEFAULT_ACTIVITY_LOG_RETENTION_DAYS,
  mailAdminsOnContext = true,
  accessReviewDeadlineSeconds,
  singleSignOn,
  localPasswords = 'everyone',
}: AppDependencies): Hono {
  const audit = createAuditTrail(clock);
  const jobs = createJobQueue(clock);
  const outbox = createOutbox(clock, jobs);
  const rateLimiter = createRateLimiter(db, clock);
  // Every route declares its policy through the guard, which checks sessions with identity's gate.
  const sessions = identitySessions({ db, clock, audit, sessionLifetime, trustProxy, localPasswords });
  const guard = createGuard(sessions.gate, { trustProxy });
  // Features that others build on are made first; all are mounted under /api in the order listed.
  const identity = identityFeature({
    db,
    clock,
    audit,
    sessionLifetime,
    trustProxy,
    sessions,
    guard,
    launchableProducts: launchableProductsIn(db),
    outbox,
    rateLimiter,
    portalHosts,
    mailAdminsOnContext,
    singleSignOn: singleSignOn && {
      ...singleSignOn,
      companiesAuthorisingEmail: (email) => companiesAuthorisingEmail(db, email),
    },
  });
  const configuration = configurationFeature({
    db,
    experimentationKey,
    supportFormReading,
    adminDenialReading,
    guard,
  });
  const launchList = launchListFeature({ db, guard });
  const support = supportFeature({ db, clock, audit, supportFormReading, guard });
  const features: readonly Feature[] = [
    healthFeature({ db, guard }),
    analyticsFeature({ db, rateLimiter, limits: analyticsLimits, trustProxy, sessions, guard }),
    identity,
    configuration,
    launchList,
    profileFeature({ db, clock, audit, guard, identity, configuration, launchList }),
    userManagementFeature({ db, clock, audit, guard, outbox, jobs, rateLimiter, trustProxy, portalHosts }),
    bulkUsersFeature({ db, clock, audit, guard, outbox, jobs, trustProxy, portalHosts }),
    accessReviewFeature({ db, clock, audit, outbox, jobs, guard, trustProxy, portalHosts }),
    accessReviewCampaignsFeature({ db, clock, audit, jobs, guard, deadlineSeconds: accessReviewDeadlineSeconds }),
    emailDomainsFeature({ db, clock, audit, guard }),
    partnerAssociationsFeature({ db, clock, audit, jobs, guard }),
    support,
    contactUsFeature({
      db,
      clock,
      audit,
      botCheck,
      outbox,
      supportEmail,
      supportFormReading,
      trustProxy,
      guard,
      configuration,
      support,
    }),
    activityLogFeature({ db, guard, retentionDays: activityLogRetentionDays }),
    companiesFeature({ db, guard }),
    globalUsersFeature({ db, guard }),
    contentFeature({ db, guard, configuration: configuration.configuration }),
    dataDictionaryFeature({ db, guard, clock }),
    // The API's description, made from every route above as mounted.
    { routes: apiDescriptionRoutes({ guard, document: () => openApiDocument(app, API_INFO) }) },
  ];

  const app = new Hono();
  app.onError(handleError);
  app.notFound(notFound);

  // First, so that every answer carries them, errors and not-found ones included.
  app.use('*', securityHeaders(trustProxy));
  app.use('/api/*', noStore, compressJson, refuseCrossSiteWrites(trustProxy));
  for (const { routes } of features) app.route('/api', routes);
  assertRoutePolicies(app);

  app.use('*', siteIdCookie(trustProxy), serveBuiltApp(appDistDir));
  return app;
}
