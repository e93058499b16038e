import * as v from 'valibot';
import { CONTEXT_REASON_MAX_LENGTH } from '../activity-log';

const CompanyIdSchema = v.pipe(v.string(), v.uuid('Choose a company'));

/** Query of GET users/set-context: the company a super admin (or spectator) acts for, and why. */
export const SetContextQuerySchema = v.object({
  companyId: CompanyIdSchema,
  reason: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Give a reason for acting for this company'),
    v.maxLength(CONTEXT_REASON_MAX_LENGTH, `Give a reason of at most ${CONTEXT_REASON_MAX_LENGTH} characters`),
  ),
});
export type SetContextQuery = v.InferOutput<typeof SetContextQuerySchema>;

/** Query of GET users/switch-context: which of their companies a company-switch or multi-company user works for. */
export const SwitchContextQuerySchema = v.object({ companyId: CompanyIdSchema });
export type SwitchContextQuery = v.InferOutput<typeof SwitchContextQuerySchema>;
