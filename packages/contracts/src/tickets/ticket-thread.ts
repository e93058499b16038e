import * as v from 'valibot';
import { ATTACHMENT_CONTENT_TYPES } from '../support';
import { INCIDENT_STATUSES } from './incidents';

export const DEFAULT_INCIDENT_PAGE_SIZE = 10;
/** The largest of the spec's rows-per-page choices (10, 25, 50, 75, 100). */
export const MAX_INCIDENT_PAGE_SIZE = 100;
/** Far beyond anyone's tickets; bounds the offset a request can ask for. */
const MAX_INCIDENT_PAGE = 10_000;
export const MAX_COMMENT_LENGTH = 4000;

/** A positive whole number sent as a query string value. */
const queryInteger = (fallback: number, max: number) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(max)),
    String(fallback),
  );

/** Query of GET osc/user/incidents. */
export const IncidentListQuerySchema = v.object({
  page: queryInteger(1, MAX_INCIDENT_PAGE),
  page_size: queryInteger(DEFAULT_INCIDENT_PAGE_SIZE, MAX_INCIDENT_PAGE_SIZE),
});
export type IncidentListQuery = v.InferOutput<typeof IncidentListQuerySchema>;

const isoDateTime = v.pipe(v.string(), v.isoTimestamp());

/** A ticket as the signed-in user's list shows it (spec portal-shell §3). */
export const IncidentSummarySchema = v.object({
  incidentId: v.pipe(v.string(), v.uuid()),
  referenceNumber: v.string(),
  subject: v.string(),
  statusInfo: v.picklist(INCIDENT_STATUSES),
  createdOn: isoDateTime,
  lastUpdatedOn: isoDateTime,
});
export type IncidentSummary = v.InferOutput<typeof IncidentSummarySchema>;

/** Answer of GET osc/user/incidents: the user's own tickets, newest first. */
export const IncidentPageSchema = v.object({
  items: v.array(IncidentSummarySchema),
  page: v.pipe(v.number(), v.integer()),
  page_size: v.pipe(v.number(), v.integer()),
  total: v.pipe(v.number(), v.integer()),
});
export type IncidentPage = v.InferOutput<typeof IncidentPageSchema>;

export const IncidentCommentSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  text: v.string(),
  /** Who wrote it: the user's name, or the support desk's. */
  author: v.string(),
  /** Whether the support desk wrote it rather than the ticket's owner. */
  fromSupportDesk: v.boolean(),
  createdOn: isoDateTime,
});
export type IncidentComment = v.InferOutput<typeof IncidentCommentSchema>;

/**
 * What a ticket was raised under, by name in the reader's language (the Accept-Language of the call). A level the
 * form left out, or one the support desk no longer lists, is null.
 */
export const IncidentChoicesSchema = v.object({
  accountType: v.string(),
  supportType: v.nullable(v.string()),
  issue: v.nullable(v.string()),
  issueType: v.nullable(v.string()),
  subIssueType: v.nullable(v.string()),
});
export type IncidentChoices = v.InferOutput<typeof IncidentChoicesSchema>;

/** Answer of GET osc/user/incidents/{incidentId}: the ticket, its fields and choices, its attachment and thread. */
export const IncidentDetailViewSchema = v.object({
  ...IncidentSummarySchema.entries,
  /** The form's fields as raised. */
  fields: v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])),
  choices: IncidentChoicesSchema,
  attachment: v.nullable(
    v.object({
      name: v.string(),
      size: v.pipe(v.number(), v.integer()),
      contentType: v.picklist(ATTACHMENT_CONTENT_TYPES),
    }),
  ),
  comments: v.array(IncidentCommentSchema),
});
export type IncidentDetailView = v.InferOutput<typeof IncidentDetailViewSchema>;

/** Body of POST osc/user/incident/{incidentId}/addThread. */
export const IncidentCommentCreateSchema = v.object({
  text: v.pipe(v.string(), v.trim(), v.nonEmpty('enterComment'), v.maxLength(MAX_COMMENT_LENGTH, 'enterShorterText')),
});
export type IncidentCommentCreate = v.InferOutput<typeof IncidentCommentCreateSchema>;
