import { Hono } from 'hono';
import { systemClock, type Clock } from './auth/clock';
import type { SessionLifetime } from './config';
import type { Db } from './db/database';
import { handleError, notFound } from './http/error-envelope';
import { noStore } from './http/no-store';
import { requireSession } from './http/require-session';
import { serveBuiltApp } from './http/serve-built-app';
import { analyticsRoutes } from './routes/analytics';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { identityRoutes } from './routes/identity';
import { createAnalyticsService } from './services/analytics-service';
import { createAuthService } from './services/auth-service';
import { createHealthService } from './services/health-service';
import { createUserContextService } from './services/user-context-service';

export interface AppDependencies {
  readonly db: Db;
  /** Folder of the built single-page app. */
  readonly appDistDir: string;
  readonly sessionLifetime: SessionLifetime;
  /** Whether X-Forwarded-For and X-Forwarded-Proto come from a trusted reverse proxy. */
  readonly trustProxy: boolean;
  /** The time sessions and sign-in limits are measured by; the system clock unless a test moves its own. */
  readonly clock?: Clock;
}

/** The whole HTTP surface: the API under /api, and the built app for every other GET. */
export function createApp({ db, appDistDir, sessionLifetime, trustProxy, clock = systemClock }: AppDependencies): Hono {
  const auth = createAuthService({ db, clock, sessionLifetime });
  const signedIn = requireSession(auth, trustProxy);

  const app = new Hono();
  app.onError(handleError);
  app.notFound(notFound);

  app.use('/api/*', noStore);
  app.route('/api', healthRoutes(createHealthService(db)));
  app.route('/api', analyticsRoutes(createAnalyticsService(db)));
  app.route('/api', authRoutes({ auth, sessionLifetime, trustProxy }));
  app.route('/api', identityRoutes({ userContext: createUserContextService(db), signedIn }));

  app.use('*', serveBuiltApp(appDistDir));
  return app;
}
