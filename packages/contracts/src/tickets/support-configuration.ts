import * as v from 'valibot';
import { SUPPORT_ACCOUNT_TYPE_IDS } from '../support';

/** How deep an entry sits in the issue list: issue, issue type, sub-issue type. */
export const SUPPORT_ISSUE_LEVELS = [1, 2, 3] as const;
export type SupportIssueLevel = (typeof SUPPORT_ISSUE_LEVELS)[number];

const OptionSchema = v.object({ id: v.pipe(v.number(), v.integer()), title: v.string() });

/** One entry of a support type's issue list; issues have no parent, the deeper levels name theirs. */
export const SupportIssueSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  title: v.string(),
  parentId: v.nullable(v.pipe(v.number(), v.integer())),
  level: v.picklist(SUPPORT_ISSUE_LEVELS),
});
export type SupportIssue = v.InferOutput<typeof SupportIssueSchema>;

/** A support type's issues, issue types and sub-issue types, each level in display order. */
export const SupportIssueGroupSchema = v.object({
  supportTypeId: v.pipe(v.number(), v.integer()),
  items: v.array(SupportIssueSchema),
});
export type SupportIssueGroup = v.InferOutput<typeof SupportIssueGroupSchema>;

/**
 * Answer of GET analyticsReports: what the support forms offer in the reader's language, on the host's
 * market (its active support types) and for the reader (basic vendors raise requests as suppliers only).
 */
export const SupportConfigurationSchema = v.object({
  accountTypes: v.array(v.object({ id: v.picklist(SUPPORT_ACCOUNT_TYPE_IDS), title: v.string() })),
  supportTypes: v.array(OptionSchema),
  issueGroups: v.array(SupportIssueGroupSchema),
});
export type SupportConfiguration = v.InferOutput<typeof SupportConfigurationSchema>;
