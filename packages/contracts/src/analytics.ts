import * as v from 'valibot';

/** The interaction kinds the tracker records (spec: tracker event kinds). */
export const TRACKER_EVENT_KINDS = [
  'click',
  'hover',
  'scroll',
  'enterKeyDown',
  'suggestion',
  'autoSuggestItemSelect',
  'dataDefinitionRendered',
  'success',
  'search',
  'noResult',
  'error',
  'pageUpdate',
] as const;
export type TrackerEventKind = (typeof TRACKER_EVENT_KINDS)[number];

/** A page view is sent as its own kind beside the interaction kinds. */
export const PAGE_VIEW_KIND = 'pageView';

/** Events one request may carry: a beacon is capped by browsers at about 64 KiB. */
export const MAX_TRACKED_EVENTS_PER_BATCH = 50;

const shortText = v.pipe(v.string(), v.maxLength(200));

export const TrackedEventSchema = v.object({
  kind: v.picklist([...TRACKER_EVENT_KINDS, PAGE_VIEW_KIND]),
  name: shortText,
  /** The page name of the latest page view. */
  page: shortText,
  /** ISO 8601 time the event happened in the browser. */
  at: v.pipe(v.string(), v.isoTimestamp()),
  /** Flat JSON values only, so every event can always be serialised and stored. */
  data: v.optional(
    v.pipe(v.record(shortText, v.union([shortText, v.number(), v.boolean(), v.null()])), v.maxEntries(20)),
  ),
});
export type TrackedEvent = v.InferOutput<typeof TrackedEventSchema>;
export type TrackedEventData = NonNullable<TrackedEvent['data']>;

/** Body of `POST /api/analytics/events`. */
export const TrackedEventBatchSchema = v.object({
  events: v.pipe(v.array(TrackedEventSchema), v.minLength(1), v.maxLength(MAX_TRACKED_EVENTS_PER_BATCH)),
});
export type TrackedEventBatch = v.InferOutput<typeof TrackedEventBatchSchema>;
