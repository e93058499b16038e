import { Hono } from 'hono';
import type { AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { JobQueue } from '../../platform/jobs';
import type { Outbox } from '../../platform/mail';
import type { Guard } from '../../platform/policy/guard';
import { createInvitations, createNewUsersService } from '../user-management';
import { createBulkTaskService } from './bulk-task-service';
import { bulkUsersRoutes } from './bulk-users-routes';

export interface BulkUsersDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly audit: AuditTrail;
  readonly guard: Guard;
  readonly outbox: Outbox;
  readonly jobs: JobQueue;
  readonly trustProxy: boolean;
  readonly portalHosts: readonly string[];
}

/** Bulk upload and bulk edit of a company's users by spreadsheet, applied by a background job. */
export function bulkUsersFeature({
  db,
  clock,
  audit,
  guard,
  outbox,
  jobs,
  trustProxy,
  portalHosts,
}: BulkUsersDependencies): Feature {
  const newUsers = createNewUsersService({ db, clock, audit, invitations: createInvitations(clock, outbox) });
  const tasks = createBulkTaskService({ db, clock, jobs, newUsers });
  const routes = new Hono();
  routes.route('/', bulkUsersRoutes({ db, tasks, newUsers, clock, trustProxy, portalHosts, guard }));
  return { routes };
}
