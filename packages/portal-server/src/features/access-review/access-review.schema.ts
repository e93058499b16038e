import { sql } from 'drizzle-orm';
import { ACCESS_REVIEW_DECISIONS } from '@partner-insights/contracts';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../platform/db/check-constraints';
import { accessReviewCampaigns } from '../access-review-campaigns/access-review-campaigns.schema';
import { companies, users } from '../identity';

/**
 * A company's user access audits: by `dueDate` an admin confirms the three statements, or every user of the company
 * loses access. The newest row is the company's current audit.
 */
export const accessAudits = pgTable(
  'access_audits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    dueDate: date('due_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The three confirmations: reviewed the user list, made the needed changes, acknowledged it verified. */
    reviewedUsers: boolean('reviewed_users').notNull().default(false),
    madeChanges: boolean('made_changes').notNull().default(false),
    acknowledged: boolean('acknowledged').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Login id of the admin who completed it. */
    completedBy: text('completed_by'),
    /** The campaign that asked for it; null for an audit set on its own. */
    campaignId: uuid('campaign_id').references(() => accessReviewCampaigns.id, { onDelete: 'cascade' }),
    /** The fewest days before the deadline the admins were reminded at; null until the first reminder. */
    remindedDaysBefore: integer('reminded_days_before'),
    /** When the deadline passed uncompleted and the company's users were blocked. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
  },
  (table) => [
    index('access_audits_company_id_created_at_idx').on(table.companyId, table.createdAt),
    index('access_audits_campaign_id_idx').on(table.campaignId),
    check(
      'access_audits_completion_check',
      sql`(${table.completedAt} is not null) = (${table.completedBy} is not null and ${table.reviewedUsers} and ${table.madeChanges} and ${table.acknowledged})`,
    ),
  ],
);

/** Keep or remove, per user of a company under an access audit: who decided, and when. */
export const accessReviewDecisions = pgTable(
  'access_review_decisions',
  {
    auditId: uuid('audit_id')
      .notNull()
      .references(() => accessAudits.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: ACCESS_REVIEW_DECISIONS }).notNull(),
    /** Login id of the admin who decided. */
    decidedBy: text('decided_by').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.auditId, table.userId] }),
    check('access_review_decisions_decision_check', isOneOf(table.decision, ACCESS_REVIEW_DECISIONS)),
  ],
);
