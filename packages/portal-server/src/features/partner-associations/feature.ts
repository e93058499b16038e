import { Hono } from 'hono';
import type { AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { JobQueue } from '../../platform/jobs';
import type { Guard } from '../../platform/policy/guard';
import { partnerAssociationRoutes } from './partner-association-routes';
import { createPartnerAssociationService } from './partner-association-service';

export interface PartnerAssociationsDependencies {
  readonly db: Db;
  readonly clock: Clock;
  /** Where every association, change and end is recorded. */
  readonly audit: AuditTrail;
  /** Plans the lapse of time-limited associations. */
  readonly jobs: JobQueue;
  readonly guard: Guard;
}

/** A company's third-party agencies and the apps each may use for it. */
export function partnerAssociationsFeature({
  db,
  clock,
  audit,
  jobs,
  guard,
}: PartnerAssociationsDependencies): Feature {
  const routes = new Hono();
  routes.route(
    '/',
    partnerAssociationRoutes({ partners: createPartnerAssociationService(db, clock, audit, jobs), guard }),
  );
  return { routes };
}
