import type { SupportFormReading } from '@partner-insights/contracts';
import { Hono } from 'hono';
import { systemClock, type Clock } from './auth/clock';
import {
  DEFAULT_BOT_CHECK,
  DEFAULT_EXPERIMENTATION_KEY,
  DEFAULT_SUPPORT_EMAIL,
  DEFAULT_SUPPORT_FORM_READING,
  randomBotCheckSecret,
  type BotCheckSettings,
  type SessionLifetime,
} from './config';
import type { Db } from './db/database';
import { handleError, notFound } from './http/error-envelope';
import { noStore } from './http/no-store';
import { optionalSession } from './http/optional-session';
import { requireSession } from './http/require-session';
import { serveBuiltApp } from './http/serve-built-app';
import { siteIdCookie } from './http/site-id-cookie';
import { analyticsRoutes } from './routes/analytics';
import { authRoutes } from './routes/auth';
import { configurationRoutes } from './routes/configuration';
import { contactUsRoutes } from './routes/contact-us';
import { healthRoutes } from './routes/health';
import { identityRoutes } from './routes/identity';
import { incidentRoutes } from './routes/incidents';
import { preferencesRoutes } from './routes/preferences';
import { productAccessRoutes } from './routes/product-access';
import { productRoutes } from './routes/products';
import { profileRoutes } from './routes/profile';
import { supportRoutes } from './routes/support';
import { createAccessRequestService } from './services/access-request-service';
import { createAnalyticsService } from './services/analytics-service';
import { createAuthService } from './services/auth-service';
import { createBannerService } from './services/banner-service';
import { createBotCheckService } from './services/bot-check-service';
import { createConfigurationService } from './services/configuration-service';
import { createContactUsService } from './services/contact-us-service';
import { createHealthService } from './services/health-service';
import { createIncidentService } from './services/incident-service';
import { createPreferencesService } from './services/preferences-service';
import { createProductCatalogueService } from './services/product-catalogue-service';
import { createProfileService } from './services/profile-service';
import { createSupportConfigurationService } from './services/support-configuration-service';
import { createUserContextService } from './services/user-context-service';

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
  /** When contact us asks for the bot check; a random secret and the defaults unless set. */
  readonly botCheck?: BotCheckSettings;
  /** Where contact-us notifications go. */
  readonly supportEmail?: string;
  /** The time sessions and sign-in limits are measured by; the system clock unless a test moves its own. */
  readonly clock?: Clock;
}

/** The whole HTTP surface: the API under /api, and the built app for every other GET. */
export function createApp({
  db,
  appDistDir,
  sessionLifetime,
  trustProxy,
  experimentationKey = DEFAULT_EXPERIMENTATION_KEY,
  supportFormReading = DEFAULT_SUPPORT_FORM_READING,
  botCheck: botCheckSettings = { ...DEFAULT_BOT_CHECK, secret: randomBotCheckSecret() },
  supportEmail = DEFAULT_SUPPORT_EMAIL,
  clock = systemClock,
}: AppDependencies): Hono {
  const auth = createAuthService({ db, clock, sessionLifetime });
  const signedIn = requireSession(auth, trustProxy);
  const maybeSignedIn = optionalSession(auth);
  const configuration = createConfigurationService(db, { experimentationKey, supportFormReading });
  const catalogue = createProductCatalogueService(db);
  const userContext = createUserContextService(db);
  const supportConfiguration = createSupportConfigurationService(db);

  const app = new Hono();
  app.onError(handleError);
  app.notFound(notFound);

  app.use('/api/*', noStore);
  app.route('/api', healthRoutes(createHealthService(db)));
  app.route('/api', analyticsRoutes(createAnalyticsService(db)));
  app.route('/api', authRoutes({ auth, sessionLifetime, trustProxy, signedIn }));
  app.route('/api', configurationRoutes({ configuration, banners: createBannerService(db) }));
  app.route('/api', identityRoutes({ userContext, signedIn }));
  app.route('/api', productRoutes({ catalogue, signedIn }));
  app.route('/api', preferencesRoutes({ preferences: createPreferencesService(db), configuration, signedIn }));
  app.route('/api', profileRoutes({ profiles: createProfileService(db), userContext, signedIn }));
  app.route(
    '/api',
    productAccessRoutes({ catalogue, accessRequests: createAccessRequestService(db, clock), signedIn }),
  );
  const botCheck = createBotCheckService(botCheckSettings, clock);
  app.route('/api', supportRoutes({ supportConfiguration, maybeSignedIn }));
  app.route(
    '/api',
    contactUsRoutes({
      contactUs: createContactUsService({ db, clock, botCheck, settings: botCheckSettings, supportEmail }),
      botCheck,
      configuration,
      supportConfiguration,
      supportFormReading,
      trustProxy,
      maybeSignedIn,
    }),
  );
  app.route(
    '/api',
    incidentRoutes({
      incidents: createIncidentService(db, clock),
      supportConfiguration,
      supportFormReading,
      signedIn,
    }),
  );

  app.use('*', siteIdCookie(trustProxy), serveBuiltApp(appDistDir));
  return app;
}
