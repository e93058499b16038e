import { ACCESS_REQUEST_STATUSES } from '@partner-insights/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../platform/db/check-constraints';
import { companies, users } from '../identity';
import { products } from '../launch-list';

/** Internal users' requests for product access, kept for the administrators who grant them. */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestorNote: text('requestor_note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** OPEN until an approver decides; the decision, who made it (login id), when, and their note. */
    status: text('status', { enum: ACCESS_REQUEST_STATUSES }).notNull().default('OPEN'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    /** For an approval given for a time: the last day of the access. */
    endDate: date('end_date'),
  },
  (table) => [
    index('access_requests_user_id_idx').on(table.userId),
    index('access_requests_company_id_status_idx').on(table.companyId, table.status, table.createdAt),
    check('access_requests_status_check', isOneOf(table.status, ACCESS_REQUEST_STATUSES)),
    check(
      'access_requests_decision_check',
      sql`(${table.status} = 'OPEN') = (${table.decidedAt} is null) and (${table.decidedAt} is null) = (${table.decidedBy} is null)`,
    ),
  ],
);

export const accessRequestProducts = pgTable(
  'access_request_products',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => accessRequests.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.productId] }),
    index('access_request_products_product_id_idx').on(table.productId),
  ],
);
