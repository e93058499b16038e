import { ACTIVITY_EVENTS, type ActivityEvent } from '@partner-insights/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../db/check-constraints';
import type { ActivityDetailsOf } from './activity-descriptions';

/**
 * The audit trail: one row per change, written in the change's own transaction. Rows name users and companies
 * by id and login id without foreign keys, so that an entry outlives what it speaks of and is never rewritten.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Who made the change; null for the portal itself (a job, a lapse). */
    actorUserId: uuid('actor_user_id'),
    actor: text('actor').notNull(),
    /** The super admin who acted for the company, when the change was made in a chosen company's context. */
    actingSuperAdminId: uuid('acting_super_admin_id'),
    actingSuperAdmin: text('acting_super_admin'),
    /** The company whose data changed; null for changes that belong to no company. */
    companyId: uuid('company_id'),
    entityId: text('entity_id').notNull(),
    event: text('event', { enum: ACTIVITY_EVENTS }).notNull(),
    eventDescription: text('event_description').notNull(),
    /**
     * What the description was made from, which the activity log makes its readers' sentence from; null on entries
     * written without (older ones), which keep their English.
     */
    details: jsonb('details').$type<ActivityDetailsOf[ActivityEvent]>(),
    sourceApp: text('source_app').notNull(),
    /** The client address of the request that made the change. */
    address: text('address'),
  },
  (table) => [
    // Every index the activity log page reads ends with (date, id), its order: a page's ids come from the index
    // alone, in order, and only the page's rows are read from the table.
    index('activity_log_company_id_created_at_id_idx').on(table.companyId, table.createdAt, table.id),
    index('activity_log_actor_user_id_created_at_idx').on(table.actorUserId, table.createdAt),
    index('activity_log_created_at_idx').on(table.createdAt),
    // The activity log page's filters by event and by application, and the lists of both a company's log holds.
    index('activity_log_company_id_event_created_at_id_idx').on(
      table.companyId,
      table.event,
      table.createdAt,
      table.id,
    ),
    index('activity_log_company_id_source_app_created_at_id_idx').on(
      table.companyId,
      table.sourceApp,
      table.createdAt,
      table.id,
    ),
    // The page's user filter: one user's entries (by login id, in any case, as actor or as acting super admin) in a
    // date range, in date order, straight from the index; the planner ORs the two when the filter names a user.
    index('activity_log_company_id_actor_created_at_id_idx').on(
      table.companyId,
      sql`lower(${table.actor})`,
      table.createdAt,
      table.id,
    ),
    index('activity_log_company_id_acting_super_admin_created_at_id_idx').on(
      table.companyId,
      sql`lower(${table.actingSuperAdmin})`,
      table.createdAt,
      table.id,
    ),
    check('activity_log_event_check', isOneOf(table.event, ACTIVITY_EVENTS)),
  ],
);

export type ActivityLogRow = typeof activityLog.$inferSelect;
