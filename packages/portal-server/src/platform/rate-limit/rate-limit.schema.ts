import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters of the rate limits, kept in the database so that every server instance on one
 * PostgreSQL counts against the same ones. `key` names what is limited (e.g. `analytics:address:203.0.113.5`).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** When the window closes; the row is useless after it and is deleted. */
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_counters_window_end_idx').on(table.windowEnd),
  ],
);
