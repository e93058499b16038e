import { Hono } from 'hono';
import type { AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { JobQueue } from '../../platform/jobs';
import type { Outbox } from '../../platform/mail';
import type { Guard } from '../../platform/policy/guard';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { createAccessRequestListService } from '../access-review';
import { createInvitations } from './invitations';
import { createNewUsersService } from './new-users-service';
import { registrationRoutes } from './registration-routes';
import { createRegistrationService } from './registration-service';
import { userChangeRoutes } from './user-change-routes';
import { createUserChangesService } from './user-changes-service';
import { userListRoutes } from './user-list-routes';
import { createUserListService } from './user-list-service';

export interface UserManagementDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly audit: AuditTrail;
  readonly guard: Guard;
  /** Where invitations are written. */
  readonly outbox: Outbox;
  /** Where the steps after registration are queued. */
  readonly jobs: JobQueue;
  /** Counts registration attempts. */
  readonly rateLimiter: RateLimiter;
  readonly trustProxy: boolean;
  /** Host names links in emails may point at; empty: the loopback names of local runs. */
  readonly portalHosts: readonly string[];
}

/** A company's users, managed by its admins: lists, invitations, access, blocking, and the invitee's registration. */
export function userManagementFeature({
  db,
  clock,
  audit,
  guard,
  outbox,
  jobs,
  rateLimiter,
  trustProxy,
  portalHosts,
}: UserManagementDependencies): Feature {
  const invitations = createInvitations(clock, outbox);
  const newUsers = createNewUsersService({ db, clock, audit, invitations });
  const registration = createRegistrationService({ db, clock, audit, invitations, jobs });
  const routes = new Hono();
  routes.route(
    '/',
    userListRoutes({
      userList: createUserListService(db, audit),
      accessRequests: createAccessRequestListService(db),
      newUsers,
      clock,
      guard,
    }),
  );
  routes.route(
    '/',
    userChangeRoutes({
      newUsers,
      changes: createUserChangesService(db, clock, audit),
      registration,
      trustProxy,
      portalHosts,
      guard,
    }),
  );
  routes.route('/', registrationRoutes({ registration, rateLimiter, trustProxy, guard }));
  return { routes };
}
