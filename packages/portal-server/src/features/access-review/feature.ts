import { Hono } from 'hono';
import type { AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { JobQueue } from '../../platform/jobs';
import type { Outbox } from '../../platform/mail';
import type { Guard } from '../../platform/policy/guard';
import { createAccessAuditService } from './access-audit-service';
import { accessAuditRoutes } from './access-audit-routes';
import { createAccessDecisionService } from './access-decision-service';
import { createAccessRequestListService } from './access-request-list-service';
import { accessRequestRoutes } from './access-request-routes';
import { createAccessReviewUsersService } from './access-review-users-service';
import { accessReviewUsersRoutes } from './access-review-users-routes';

export interface AccessReviewDependencies {
  readonly db: Db;
  readonly clock: Clock;
  /** Where every decision and completed audit is recorded. */
  readonly audit: AuditTrail;
  /** Tells requesters of the decisions. */
  readonly outbox: Outbox;
  /** Plans the lapse of access given for a time. */
  readonly jobs: JobQueue;
  readonly guard: Guard;
  readonly trustProxy: boolean;
  /** Host names links in emails may point at; empty: the loopback names of local runs. */
  readonly portalHosts: readonly string[];
}

/** A company's access reviews: its approvers decide its users' access requests, its admins complete its audits. */
export function accessReviewFeature({
  db,
  clock,
  audit,
  outbox,
  jobs,
  guard,
  trustProxy,
  portalHosts,
}: AccessReviewDependencies): Feature {
  const routes = new Hono();
  routes.route(
    '/',
    accessRequestRoutes({
      requests: createAccessRequestListService(db),
      decisions: createAccessDecisionService({ db, clock, audit, outbox, jobs }),
      guard,
      trustProxy,
      portalHosts,
    }),
  );
  routes.route('/', accessAuditRoutes({ audits: createAccessAuditService(db, clock, audit), guard }));
  routes.route('/', accessReviewUsersRoutes({ reviews: createAccessReviewUsersService(db, clock, audit), guard }));
  return { routes };
}
