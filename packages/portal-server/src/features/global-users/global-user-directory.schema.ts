import { GLOBAL_USER_TYPES } from '@partner-insights/contracts';
import { check, customType, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../platform/db/check-constraints';
import { users } from '../identity/identity.schema';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per user and tab they are listed on, holding everything global user management filters and sorts by: the
 * user's own columns, the company's name, the profile's blackout/SBU and attributes, the products the user may
 * launch and the search words. With the tab, the sort's keys and every filter in one narrow place, a page is read
 * in order from one index, filters tested on the way, however its filters combine. Triggers on users, their
 * profiles, their product access and companies keep it in step (migration 0027, with the view
 * global_user_directory_rows that says what a row holds); the indexes that walk a sort carry the filter columns as
 * INCLUDE columns and live in that migration too.
 */
export const globalUserDirectory = pgTable(
  'global_user_directory',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tab: text('tab', { enum: GLOBAL_USER_TYPES }).notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    email: text('email').notNull(),
    companyName: text('company_name'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    status: text('status').notNull(),
    role: text('role').notNull(),
    companyId: uuid('company_id'),
    sbu: text('sbu'),
    attributes: text('attributes').array().notNull(),
    /** The products the user may launch (access complete). */
    productIds: uuid('product_ids').array().notNull(),
    /**
     * The words of the user's first and last name, address and login id: lowercased, cut at every character that is
     * neither a letter nor a digit (an address's dots, @ and hyphens too).
     */
    words: tsvector('words').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.tab] }),
    check('global_user_directory_tab_check', isOneOf(table.tab, GLOBAL_USER_TYPES)),
    // The selective filters: a company, a role, a blackout/SBU found among a tab's users, then sorted.
    index('global_user_directory_company_idx').on(table.tab, table.companyId),
    index('global_user_directory_role_idx').on(table.tab, table.role),
    index('global_user_directory_sbu_idx').on(table.tab, table.sbu),
    index('global_user_directory_attributes_idx').using('gin', table.attributes),
    index('global_user_directory_product_ids_idx').using('gin', table.productIds),
    index('global_user_directory_words_idx').using('gin', table.words),
  ],
);

/**
 * One row per attribute and per product (access complete) of each row of the directory, the facet written
 * `attribute:<name>` or `product:<id>`. A filter of attributes or of products alone is counted here, one index
 * entry a match, where the directory would be read row by row: a common attribute's first 10,000 users are spread
 * over 60,000 rows of it. Written with the directory's rows (refresh_global_user_directory, migration
 * global_user_directory_facets).
 */
export const globalUserDirectoryFacets = pgTable(
  'global_user_directory_facets',
  {
    tab: text('tab', { enum: GLOBAL_USER_TYPES }).notNull(),
    facet: text('facet').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.tab, table.facet, table.userId] }),
    index('global_user_directory_facets_user_idx').on(table.userId),
  ],
);
