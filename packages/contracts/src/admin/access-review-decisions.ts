import * as v from 'valibot';
import { ROLES, USER_STATUSES } from '../identity/identity-values';
import { adminListQuery, adminPage } from './admin-paging';

/** What a company admin decides for each user in an access review. */
export const ACCESS_REVIEW_DECISIONS = ['KEEP', 'REMOVE'] as const;
export type AccessReviewDecision = (typeof ACCESS_REVIEW_DECISIONS)[number];

/** Body of PUT companies/{id}/access-audit/users/{userId}. */
export const AccessReviewDecisionSchema = v.object({ decision: v.picklist(ACCESS_REVIEW_DECISIONS) });
export type AccessReviewDecisionBody = v.InferOutput<typeof AccessReviewDecisionSchema>;

/** One user of the company under review, with the decision taken so far. */
export const AccessReviewUserSchema = v.object({
  userId: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  role: v.picklist(ROLES),
  status: v.picklist(USER_STATUSES),
  /** Null until an admin decides; undecided users are kept when the review is completed. */
  decision: v.nullable(v.picklist(ACCESS_REVIEW_DECISIONS)),
  decidedBy: v.nullable(v.string()),
  decidedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
});
export type AccessReviewUser = v.InferOutput<typeof AccessReviewUserSchema>;

export const ACCESS_REVIEW_USER_SORT_FIELDS = ['name', 'email', 'decision'] as const;
export type AccessReviewUserSortField = (typeof ACCESS_REVIEW_USER_SORT_FIELDS)[number];
export const AccessReviewUserListQuerySchema = v.object(adminListQuery(ACCESS_REVIEW_USER_SORT_FIELDS));
export type AccessReviewUserListQuery = v.InferOutput<typeof AccessReviewUserListQuerySchema>;
export const AccessReviewUserListSchema = adminPage(AccessReviewUserSchema);
export type AccessReviewUserList = v.InferOutput<typeof AccessReviewUserListSchema>;
