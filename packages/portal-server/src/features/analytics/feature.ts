import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { Guard } from '../../platform/policy/guard';
import { analyticsRoutes } from './analytics-routes';
import { createAnalyticsService } from './analytics-service';

/** The page views and interactions the app's tracker reports. */
export function analyticsFeature({ db, guard }: { readonly db: Db; readonly guard: Guard }): Feature {
  return { routes: analyticsRoutes(createAnalyticsService(db), guard) };
}
