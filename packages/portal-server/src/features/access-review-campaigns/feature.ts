import { Hono } from 'hono';
import type { AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { JobQueue } from '../../platform/jobs';
import type { Guard } from '../../platform/policy/guard';
import { campaignRoutes } from './campaign-routes';
import { createCampaignService } from './campaign-service';

export interface AccessReviewCampaignsDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly audit: AuditTrail;
  /** Plans each campaign's mail, reminders and deadline. */
  readonly jobs: JobQueue;
  readonly guard: Guard;
  /** When set, campaigns end this many seconds after they open (tests and demos) instead of after their due date. */
  readonly deadlineSeconds?: number;
}

/** Access review campaigns across companies, run by super admins. */
export function accessReviewCampaignsFeature({
  db,
  clock,
  audit,
  jobs,
  guard,
  deadlineSeconds,
}: AccessReviewCampaignsDependencies): Feature {
  const routes = new Hono();
  const campaigns = createCampaignService(db, clock, audit, jobs, { deadlineSeconds });
  routes.route('/', campaignRoutes({ db, campaigns, guard }));
  return { routes };
}
