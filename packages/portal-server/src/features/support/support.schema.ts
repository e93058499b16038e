import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { INCIDENT_STATUSES, MARKETS, type IncidentDetail } from '@partner-insights/contracts';
import { isOneOf } from '../../platform/db/check-constraints';
import { localizedTextTable } from '../../platform/db/localized-texts';
import { users } from '../identity';
import { attachmentFileChecks, attachmentFileColumns } from './attachments/attachment-file.schema';

/** The support types (category level one) requests are raised under; ids are the support desk's own. */
export const supportTypes = pgTable('support_types', {
  id: integer('id').primaryKey(),
});

/** The support types each market offers, in the order it offers them. */
export const supportTypeMarkets = pgTable(
  'support_type_markets',
  {
    supportTypeId: integer('support_type_id')
      .notNull()
      .references(() => supportTypes.id, { onDelete: 'cascade' }),
    market: text('market', { enum: MARKETS }).notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.supportTypeId, table.market] }),
    unique('support_type_markets_market_position_unique').on(table.market, table.position),
    check('support_type_markets_market_check', isOneOf(table.market, MARKETS)),
  ],
);

export const supportTypeTexts = localizedTextTable(
  'support_type_texts',
  { supportTypeId: integer('support_type_id') },
  () => supportTypes.id,
  { title: text('title').notNull() },
);

/** A support type's issues (level 1), issue types (2) and sub-issue types (3); deeper levels name a parent. */
export const supportIssues = pgTable(
  'support_issues',
  {
    id: integer('id').primaryKey(),
    supportTypeId: integer('support_type_id')
      .notNull()
      .references(() => supportTypes.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => supportIssues.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    index('support_issues_support_type_id_idx').on(table.supportTypeId),
    index('support_issues_parent_id_idx').on(table.parentId),
    check('support_issues_level_check', sql`${table.level} between 1 and 3`),
    check('support_issues_parent_check', sql`(${table.level} = 1) = (${table.parentId} is null)`),
  ],
);

export const supportIssueTexts = localizedTextTable(
  'support_issue_texts',
  { issueId: integer('issue_id') },
  () => supportIssues.id,
  { title: text('title').notNull() },
);

/** Support requests users raise from the ticket creation form. */
export const incidents = pgTable(
  'incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Counts requests across the portal; the reference number users quote is made from it. */
    number: integer('number').generatedAlwaysAsIdentity().notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    market: text('market', { enum: MARKETS }).notNull(),
    oscType: text('osc_type').notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: INCIDENT_STATUSES }).notNull().default('UNRESOLVED'),
    /** The form's fields as validated. */
    detail: jsonb('detail').$type<IncidentDetail>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUpdatedAt: timestamp('last_updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('incidents_user_id_created_at_idx').on(table.userId, table.createdAt),
    check('incidents_market_check', isOneOf(table.market, MARKETS)),
    check('incidents_status_check', isOneOf(table.status, INCIDENT_STATUSES)),
  ],
);

/** An incident's attachment. */
export const incidentAttachments = pgTable(
  'incident_attachments',
  {
    incidentId: uuid('incident_id')
      .primaryKey()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    ...attachmentFileColumns(),
  },
  (table) => attachmentFileChecks('incident_attachments', table),
);

/** The comment thread of an incident: the user's comments and the support desk's answers. */
export const incidentComments = pgTable(
  'incident_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    /** Null for the support desk. */
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name shown, kept as written even if the account changes later. */
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('incident_comments_incident_id_created_at_idx').on(table.incidentId, table.createdAt)],
);
