import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Access review campaigns a super admin opens: each names its companies through their access audits
 * (`access_audits.campaign_id`), which must be completed by `dueDate`; at `deadlineAt` the users of every company
 * that has not completed it are blocked, and `closedAt` records that the deadline was applied.
 */
export const accessReviewCampaigns = pgTable(
  'access_review_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dueDate: date('due_date').notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Login id of the super admin who opened it. */
    createdBy: text('created_by').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [index('access_review_campaigns_created_at_idx').on(table.createdAt)],
);
