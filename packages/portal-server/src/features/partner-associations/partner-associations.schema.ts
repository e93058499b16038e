import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../identity';
import { products } from '../launch-list/launch-list.schema';

/**
 * A third-party agency working for a company: while the row exists, the agency's users reach the company's apps
 * listed in `partner_association_products`. Ending the association deletes it (the activity log keeps its story);
 * `endsOn`, when set, is the last day before it lapses by itself.
 */
export const partnerAssociations = pgTable(
  'partner_associations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The company whose apps the partner uses. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    partnerCompanyId: uuid('partner_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    endsOn: date('ends_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Login id of who associated it; null for seeded associations. */
    createdBy: text('created_by'),
  },
  (table) => [
    unique('partner_associations_company_id_partner_company_id_unique').on(table.companyId, table.partnerCompanyId),
    index('partner_associations_partner_company_id_idx').on(table.partnerCompanyId),
    check('partner_associations_not_itself_check', sql`${table.companyId} <> ${table.partnerCompanyId}`),
  ],
);

/** The apps of the company an association lets the partner's users reach. */
export const partnerAssociationProducts = pgTable(
  'partner_association_products',
  {
    associationId: uuid('association_id')
      .notNull()
      .references(() => partnerAssociations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.associationId, table.productId] }),
    index('partner_association_products_product_id_idx').on(table.productId),
  ],
);
