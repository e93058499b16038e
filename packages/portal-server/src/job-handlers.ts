import type { MailSettings } from './config';
import { activityLogRetentionHandler, activityLogRetentionJob } from './features/activity-log';
import type { Clock } from './platform/clock';
import { JobHandlers } from './platform/jobs';
import { mailDeliveryHandler, mailDeliveryJob } from './platform/mail';

export interface JobHandlerDependencies {
  readonly clock: Clock;
  readonly mail: MailSettings;
  readonly activityLogRetentionDays: number;
}

/** Every kind of job this server runs, with its handler: what the job worker of main.ts works on. */
export function serverJobHandlers({ clock, mail, activityLogRetentionDays }: JobHandlerDependencies): JobHandlers {
  return new JobHandlers()
    .register(mailDeliveryJob, mailDeliveryHandler(mail, clock))
    .register(activityLogRetentionJob, activityLogRetentionHandler(activityLogRetentionDays, clock));
}
