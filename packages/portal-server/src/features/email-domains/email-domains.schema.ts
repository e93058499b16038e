import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../identity';

/**
 * A company's authorised email domains: its users' addresses must be at one of them (or a sub-domain, when allowed).
 * `is3pDomain` marks the domains of a third-party agency working for the company.
 */
export const emailDomains = pgTable(
  'email_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    allowSubDomains: boolean('allow_sub_domains').notNull().default(false),
    is3pDomain: boolean('is_3p_domain').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Login id of who added it; null for domains seeded with the company. */
    createdBy: text('created_by'),
  },
  (table) => [
    unique('email_domains_company_id_domain_unique').on(table.companyId, table.domain),
    check('email_domains_domain_lower_case_check', sql`${table.domain} = lower(${table.domain})`),
  ],
);
