import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import { healthRoutes } from './health-routes';
import { createHealthService } from './health-service';

/** Whether the server and its database answer. */
export function healthFeature({ db }: { readonly db: Db }): Feature {
  return { routes: healthRoutes(createHealthService(db)) };
}
