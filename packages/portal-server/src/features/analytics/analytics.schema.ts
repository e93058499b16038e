import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MARKETS, PAGE_VIEW_KIND, TRACKER_EVENT_KINDS, type TrackedEventData } from '@partner-insights/contracts';
import { isOneOf } from '../../platform/db/check-constraints';

const ANALYTICS_EVENT_KINDS = [...TRACKER_EVENT_KINDS, PAGE_VIEW_KIND] as const;

/** Page views and interactions the app's tracker sends in batches. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ANALYTICS_EVENT_KINDS }).notNull(),
    name: text('name').notNull(),
    page: text('page').notNull(),
    /** When it happened in the browser; `receivedAt` is the server's own clock. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    market: text('market', { enum: MARKETS }).notNull(),
    data: jsonb('data').$type<TrackedEventData>(),
  },
  (table) => [
    index('analytics_events_occurred_at_idx').on(table.occurredAt),
    check('analytics_events_kind_check', isOneOf(table.kind, ANALYTICS_EVENT_KINDS)),
    check('analytics_events_market_check', isOneOf(table.market, MARKETS)),
  ],
);
