import * as v from 'valibot';
import { adminListQuery, adminPage, IsoDateSchema } from './admin-paging';
import { MAX_USERS_PER_CHANGE } from './user-changes';

/** Fields the access request list sorts by; the first is the default. */
export const ACCESS_REQUEST_SORT_FIELDS = ['createdOn', 'requestedBy', 'companyName'] as const;

/** Query of GET v1/identity/accounts/{tenantId}/access-requests: the company's undecided requests. */
export const AccessRequestListQuerySchema = v.object(adminListQuery(ACCESS_REQUEST_SORT_FIELDS));
export type AccessRequestListQuery = v.InferOutput<typeof AccessRequestListQuerySchema>;

/** One undecided access request (spec administration-and-content §3, "Access request"). */
export const AccessRequestRowSchema = v.object({
  id: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  /** The requester's login id. */
  loginId: v.string(),
  /** The requested products' titles, in the reader's language, joined by ", ". */
  product_text: v.string(),
  /** The requested products' codes. */
  products: v.array(v.string()),
  requestor_note: v.string(),
  create_time: v.pipe(v.string(), v.isoTimestamp()),
  /** The company the request was filed for ("Supplier Company Name"). */
  companyName: v.string(),
});
export type AccessRequestRow = v.InferOutput<typeof AccessRequestRowSchema>;

export const AccessRequestListSchema = adminPage(AccessRequestRowSchema);
export type AccessRequestList = v.InferOutput<typeof AccessRequestListSchema>;

export const ACCESS_DECISIONS = ['APPROVED', 'REJECTED'] as const;
/** Where an access request is: waiting for an approver, or decided. */
export const ACCESS_REQUEST_STATUSES = ['OPEN', ...ACCESS_DECISIONS] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];
export type AccessDecision = (typeof ACCESS_DECISIONS)[number];

/** Longest note an approver adds to a decision (mailed to the requester). */
export const MAX_DECISION_NOTE_LENGTH = 500;

/** One decision: the request, approve or reject, and for an approval an optional last day of access. */
export const AccessApprovalSchema = v.object({
  requestId: v.pipe(v.string(), v.uuid()),
  decision: v.picklist(ACCESS_DECISIONS),
  /** The last day of the access granted; it lapses by itself after it. Null: no end. */
  endDate: v.optional(v.nullable(IsoDateSchema), null),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_DECISION_NOTE_LENGTH)), ''),
});
export type AccessApproval = v.InferOutput<typeof AccessApprovalSchema>;

/** Body of POST v1/identity/accounts/{tenantId}/bulk-access-requests. */
export const AccessApprovalsSchema = v.object({
  tenantId: v.pipe(v.string(), v.nonEmpty()),
  approvals: v.pipe(
    v.array(AccessApprovalSchema),
    v.minLength(1, 'Choose at least one request'),
    v.maxLength(MAX_USERS_PER_CHANGE, `Decide at most ${MAX_USERS_PER_CHANGE} requests at once`),
    v.checkItems((item, index, items) => items.findIndex((other) => other.requestId === item.requestId) === index),
  ),
});
export type AccessApprovals = v.InferOutput<typeof AccessApprovalsSchema>;

/** Answer of bulk-access-requests: how many requests were approved and rejected. */
export const AccessApprovalsResultSchema = v.object({
  approved: v.pipe(v.number(), v.integer(), v.minValue(0)),
  rejected: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type AccessApprovalsResult = v.InferOutput<typeof AccessApprovalsResultSchema>;
