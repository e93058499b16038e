import * as v from 'valibot';
import { ACTIVITY_EVENTS } from './activity-events';

/** One row of the activity log as the spec names its fields. */
export const ActivityLogEntrySchema = v.object({
  uiCreatedOnDate: v.pipe(v.string(), v.isoTimestamp()),
  /** Who made the change: the login id of the signed-in user. */
  actor: v.string(),
  /** The login id of the super admin who acted for the company, when one did. */
  actingSuperAdmin: v.nullable(v.string()),
  /** What the change was made to: a user's login id, a ticket's number, a company's id... */
  entityId: v.string(),
  event: v.picklist(ACTIVITY_EVENTS),
  eventDescription: v.string(),
  sourceApp: v.string(),
});
export type ActivityLogEntry = v.InferOutput<typeof ActivityLogEntrySchema>;
