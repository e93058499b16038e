import {
  BULK_ROW_ACTIONS,
  BULK_TASK_KINDS,
  BULK_TASK_STATUSES,
  type BulkRowProblem,
  type Locale,
} from '@partner-insights/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Actor } from '../../platform/audit/audit-trail';
import { isOneOf } from '../../platform/db/check-constraints';
import type { RequestSite } from '../../platform/http/request-site';
import { companies } from '../identity';

/** What a task keeps of the upload's request, so that the job applies it as the admin would have. */
export interface BulkTaskOrigin {
  readonly actor: Actor;
  readonly site: RequestSite;
  readonly locale: Locale;
  /** The portal's origin invitation links point at. */
  readonly origin: string;
}

/**
 * One uploaded spreadsheet: previewed, then applied by a job. Its rows are kept beside it, each with its own
 * status, so that progress survives a reload and a resumed job skips the rows already applied.
 */
export const bulkTasks = pgTable(
  'bulk_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BULK_TASK_KINDS }).notNull(),
    status: text('status', { enum: BULK_TASK_STATUSES }).notNull(),
    fileName: text('file_name').notNull(),
    /** Whether the admin confirmed that rows may change existing users. */
    overrideConfirmed: boolean('override_confirmed').notNull().default(false),
    request: jsonb('request').$type<BulkTaskOrigin>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('bulk_tasks_company_id_created_at_idx').on(table.companyId, table.createdAt),
    check('bulk_tasks_kind_check', isOneOf(table.kind, BULK_TASK_KINDS)),
    check('bulk_tasks_status_check', isOneOf(table.status, BULK_TASK_STATUSES)),
  ],
);

export const BULK_ROW_STATUSES = ['pending', 'applied', 'failed', 'skipped'] as const;

/**
 * A row of a task's spreadsheet, as typed (for the rejected rows' file), with what applying it does. A row is
 * marked applied in the transaction of its change, which is how a resumed task applies each row exactly once.
 */
export const bulkTaskRows = pgTable(
  'bulk_task_rows',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => bulkTasks.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull(),
    products: text('products').notNull(),
    action: text('action', { enum: BULK_ROW_ACTIONS }).notNull(),
    problems: jsonb('problems').$type<BulkRowProblem[]>().notNull(),
    status: text('status', { enum: BULK_ROW_STATUSES }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.rowNumber] }),
    index('bulk_task_rows_pending_idx')
      .on(table.taskId, table.rowNumber)
      .where(sql`${table.status} = 'pending'`),
    check('bulk_task_rows_action_check', isOneOf(table.action, BULK_ROW_ACTIONS)),
    check('bulk_task_rows_status_check', isOneOf(table.status, BULK_ROW_STATUSES)),
  ],
);
