import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../identity';

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
  },
  (table) => [
    index('access_audits_company_id_created_at_idx').on(table.companyId, table.createdAt),
    check(
      'access_audits_completion_check',
      sql`(${table.completedAt} is not null) = (${table.completedBy} is not null and ${table.reviewedUsers} and ${table.madeChanges} and ${table.acknowledged})`,
    ),
  ],
);
