import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { Guard } from '../../platform/policy/guard';
import { healthRoutes } from './health-routes';
import { createHealthService } from './health-service';

/** Whether the server and its database answer. */
export function healthFeature({ db, guard }: { readonly db: Db; readonly guard: Guard }): Feature {
  return { routes: healthRoutes(createHealthService(db), guard) };
}
