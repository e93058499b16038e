import { Hono } from 'hono';
import type { Db } from './db/database';
import { handleError, notFound } from './http/error-envelope';
import { noStore } from './http/no-store';
import { serveBuiltApp } from './http/serve-built-app';
import { analyticsRoutes } from './routes/analytics';
import { healthRoutes } from './routes/health';
import { createAnalyticsService } from './services/analytics-service';
import { createHealthService } from './services/health-service';

export interface AppDependencies {
  readonly db: Db;
  /** Folder of the built single-page app. */
  readonly appDistDir: string;
}

/** The whole HTTP surface: the API under /api, and the built app for every other GET. */
export function createApp({ db, appDistDir }: AppDependencies): Hono {
  const app = new Hono();
  app.onError(handleError);
  app.notFound(notFound);

  app.use('/api/*', noStore);
  app.route('/api', healthRoutes(createHealthService(db)));
  app.route('/api', analyticsRoutes(createAnalyticsService(db)));

  app.use('*', serveBuiltApp(appDistDir));
  return app;
}
