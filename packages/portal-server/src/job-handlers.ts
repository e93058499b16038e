import type { MailSettings } from './config';
import { activityLogRetentionHandler, activityLogRetentionJob } from './features/activity-log';
import { accessLapseHandler, accessLapseJob } from './features/access-review';
import {
  campaignDeadlineHandler,
  campaignDeadlineJob,
  campaignMailHandler,
  campaignMailJob,
} from './features/access-review-campaigns';
import { partnerLapseHandler, partnerLapseJob } from './features/partner-associations';
import { withBulkUsersJobs } from './features/bulk-users';
import { createAuditTrail } from './platform/audit/audit-trail';
import type { Clock } from './platform/clock';
import { withRegistrationJobs } from './features/user-management';
import { createJobQueue, JobHandlers } from './platform/jobs';
import { createOutbox, mailDeliveryHandler, mailDeliveryJob } from './platform/mail';

export interface JobHandlerDependencies {
  readonly clock: Clock;
  readonly mail: MailSettings;
  readonly activityLogRetentionDays: number;
  readonly bulkApplyChunkRows: number;
}

/** Every kind of job this server runs, with its handler: what the job worker of main.ts works on. */
export function serverJobHandlers({
  clock,
  mail,
  activityLogRetentionDays,
  bulkApplyChunkRows,
}: JobHandlerDependencies): JobHandlers {
  const audit = createAuditTrail(clock);
  const handlers = new JobHandlers()
    .register(mailDeliveryJob, mailDeliveryHandler(mail, clock))
    .register(accessLapseJob, accessLapseHandler(clock, audit))
    .register(campaignMailJob, campaignMailHandler(createOutbox(clock, createJobQueue(clock))))
    .register(campaignDeadlineJob, campaignDeadlineHandler(clock, audit))
    .register(partnerLapseJob, partnerLapseHandler(clock, audit))
    .register(activityLogRetentionJob, activityLogRetentionHandler(activityLogRetentionDays, clock));
  return withBulkUsersJobs(withRegistrationJobs(handlers, clock, audit), clock, audit, bulkApplyChunkRows);
}
