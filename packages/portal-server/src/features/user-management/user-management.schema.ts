import { CREATE_USER_STAGES, USER_REQUEST_TYPES } from '@partner-insights/contracts';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../platform/db/check-constraints';
import { companies, users } from '../identity';

/**
 * Requests on a user still under way, shown on the pending tab: a CREATE_USER request lives from the invitation to
 * the active account, moving through its stages. Its id is the taskID resend invite names.
 */
export const userRequests = pgTable(
  'user_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: USER_REQUEST_TYPES }).notNull(),
    stage: text('stage', { enum: CREATE_USER_STAGES }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Login id of the admin who made the request. */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** When the request ended (the user became active); null while pending. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('user_requests_company_id_completed_at_idx').on(table.companyId, table.completedAt),
    index('user_requests_user_id_idx').on(table.userId),
    check('user_requests_type_check', isOneOf(table.type, USER_REQUEST_TYPES)),
    check('user_requests_stage_check', isOneOf(table.stage, CREATE_USER_STAGES)),
  ],
);

/**
 * The live invitation link of a CREATE_USER request: the link carries a random token, only its SHA-256 is stored.
 * A request has at most one; resending replaces it (voiding the old link), completing registration deletes it.
 */
export const invitations = pgTable('invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  requestId: uuid('request_id')
    .notNull()
    .unique()
    .references(() => userRequests.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
