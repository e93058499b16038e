import { Hono } from 'hono';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { Guard } from '../../platform/policy/guard';
import { createGlobalUserService } from './global-user-service';
import { globalUserRoutes } from './global-user-routes';

export interface GlobalUsersDependencies {
  readonly db: Db;
  readonly guard: Guard;
}

/** Global user management: the super admin's search over every user. */
export function globalUsersFeature({ db, guard }: GlobalUsersDependencies): Feature {
  const routes = new Hono();
  routes.route('/', globalUserRoutes({ globalUsers: createGlobalUserService(db), guard }));
  return { routes };
}
