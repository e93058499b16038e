import type { AnalyticsLimits } from '../../config';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { IdentityFeature } from '../identity';
import { analyticsCharges } from './analytics-limits';
import { analyticsRoutes } from './analytics-routes';
import { createAnalyticsService } from './analytics-service';

export interface AnalyticsDependencies {
  readonly db: Db;
  readonly rateLimiter: RateLimiter;
  readonly limits: AnalyticsLimits;
  readonly trustProxy: boolean;
  readonly identity: Pick<IdentityFeature, 'sessionKey'>;
}

/** The page views and interactions the app's tracker reports, within limits per address and per session. */
export function analyticsFeature({ db, rateLimiter, limits, trustProxy, identity }: AnalyticsDependencies): Feature {
  return {
    routes: analyticsRoutes({
      analytics: createAnalyticsService(db),
      rateLimiter,
      chargesOf: analyticsCharges({ limits, trustProxy, sessionKey: identity.sessionKey }),
    }),
  };
}
