import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  },
  (table) => [
    index('access_requests_user_id_idx').on(table.userId),
    index('access_requests_company_id_idx').on(table.companyId),
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
