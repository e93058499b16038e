import { Hono } from 'hono';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { Guard } from '../../platform/policy/guard';
import { activityLogRoutes } from './activity-log-routes';
import { createActivityLogService } from './activity-log-service';

export interface ActivityLogDependencies {
  readonly db: Db;
  readonly guard: Guard;
  /** How long entries are kept; the page says so. */
  readonly retentionDays: number;
}

/** The activity log: what the audit trail recorded for a company, read a page at a time or exported. */
export function activityLogFeature({ db, guard, retentionDays }: ActivityLogDependencies): Feature {
  const routes = new Hono();
  routes.route('/', activityLogRoutes({ activityLog: createActivityLogService(db, retentionDays), guard }));
  return { routes };
}
