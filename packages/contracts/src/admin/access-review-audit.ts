import * as v from 'valibot';
import { IsoDateSchema } from './admin-paging';

/**
 * A company's access audit (spec portal-shell §3, "Access audit prompt"): by `dueDate` an admin confirms the user
 * list was reviewed, the needed changes made, and the list verified, or every user loses access.
 */
export const AccessAuditSchema = v.object({
  dueDate: IsoDateSchema,
  /** When an admin completed it; null while it is due. */
  completedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  completedBy: v.nullable(v.string()),
  /** When the deadline passed uncompleted and the company's users lost access; null otherwise. */
  blockedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
});
export type AccessAudit = v.InferOutput<typeof AccessAuditSchema>;

/** Answer of GET companies/{id}/access-audit: the company's current audit, or null when none is set. */
export const AccessAuditStateSchema = v.object({ audit: v.nullable(AccessAuditSchema) });
export type AccessAuditState = v.InferOutput<typeof AccessAuditStateSchema>;

/** Body of PUT companies/{id}/access-audit: the three confirmations, each required. */
export const AccessAuditCompletionSchema = v.object({
  reviewedUsers: v.literal(true, 'Confirm you reviewed the user list'),
  madeChanges: v.literal(true, 'Confirm you made the needed changes'),
  acknowledged: v.literal(true, 'Confirm the user list is verified and audited'),
});
export type AccessAuditCompletion = v.InferOutput<typeof AccessAuditCompletionSchema>;
