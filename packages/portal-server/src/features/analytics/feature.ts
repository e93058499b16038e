import type { AnalyticsLimits } from '../../config';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { Guard } from '../../platform/policy/guard';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { IdentitySessions } from '../identity';
import { analyticsCharges } from './analytics-limits';
import { analyticsRoutes } from './analytics-routes';
import { createAnalyticsService } from './analytics-service';

export interface AnalyticsDependencies {
  readonly db: Db;
  readonly rateLimiter: RateLimiter;
  readonly limits: AnalyticsLimits;
  readonly trustProxy: boolean;
  readonly sessions: Pick<IdentitySessions, 'sessionKey'>;
  readonly guard: Guard;
}

/** The page views and interactions the app's tracker reports, within limits per address and per session. */
export function analyticsFeature({
  db,
  rateLimiter,
  limits,
  trustProxy,
  sessions,
  guard,
}: AnalyticsDependencies): Feature {
  return {
    routes: analyticsRoutes({
      analytics: createAnalyticsService(db),
      rateLimiter,
      chargesOf: analyticsCharges({ limits, trustProxy, sessionKey: sessions.sessionKey }),
      guard,
    }),
  };
}
