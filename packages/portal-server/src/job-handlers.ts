import type { MailSettings } from './config';
import type { Clock } from './platform/clock';
import { withRegistrationJobs } from './features/user-management';
import { createAuditTrail } from './platform/audit/audit-trail';
import { JobHandlers } from './platform/jobs';
import { mailDeliveryHandler, mailDeliveryJob } from './platform/mail';

export interface JobHandlerDependencies {
  readonly clock: Clock;
  readonly mail: MailSettings;
}

/** Every kind of job this server runs, with its handler: what the job worker of main.ts works on. */
export function serverJobHandlers({ clock, mail }: JobHandlerDependencies): JobHandlers {
  const handlers = new JobHandlers().register(mailDeliveryJob, mailDeliveryHandler(mail, clock));
  return withRegistrationJobs(handlers, clock, createAuditTrail(clock));
}
