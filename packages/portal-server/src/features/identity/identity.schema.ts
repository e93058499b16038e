import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_TYPES,
  COMPANY_STATUSES,
  COMPANY_TYPES,
  DEFAULT_LOCALE,
  DEFAULT_TIMEZONE,
  LOCALES,
  MARKETS,
  ROLES,
  TENANT_TYPES,
  USER_STATUSES,
  USER_TYPES,
} from '@partner-insights/contracts';
import { isOneOf } from '../../platform/db/check-constraints';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    market: text('market', { enum: MARKETS }).notNull(),
    tenantType: text('tenant_type', { enum: TENANT_TYPES }).notNull(),
    companyType: text('company_type', { enum: COMPANY_TYPES }).notNull(),
    /** Null for companies outside the charter/basic subscription model (the retailer itself). */
    accountType: text('account_type', { enum: ACCOUNT_TYPES }),
    status: text('status', { enum: COMPANY_STATUSES }).notNull().default('ACTIVE'),
    adminEmail: text('admin_email').notNull(),
    /** The partner code shown in third-party partner lists. */
    businessCode: text('business_code').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('companies_market_check', isOneOf(table.market, MARKETS)),
    check('companies_tenant_type_check', isOneOf(table.tenantType, TENANT_TYPES)),
    check('companies_company_type_check', isOneOf(table.companyType, COMPANY_TYPES)),
    check('companies_account_type_check', isOneOf(table.accountType, ACCOUNT_TYPES)),
    check('companies_status_check', isOneOf(table.status, COMPANY_STATUSES)),
    // The super admin's company list searches names for a substring among thousands of companies.
    index('companies_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);

/** What user management's search looks in; the trigram index below is built on exactly this expression. */
export const USER_SEARCH_TEXT = sql.raw(`(first_name || ' ' || last_name || ' ' || email || ' ' || login_id)`);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    loginId: text('login_id').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    userType: text('user_type', { enum: USER_TYPES }).notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    /** The home company; internal associates without one have null. */
    companyId: uuid('company_id').references(() => companies.id),
    thirdPartyUser: boolean('third_party_user').notNull().default(false),
    personaAccessCodes: integer('persona_access_codes')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    languageCode: text('language_code', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    timezone: text('timezone').notNull().default(DEFAULT_TIMEZONE),
    /** Null only while an invited user has not completed registration (see the check below). */
    passwordHash: text('password_hash'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Login id of the admin who added the user; null for accounts made otherwise (demo data, the first admin). */
    createdBy: text('created_by'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Why, by whom and when the user was blocked: set exactly while the status is BLOCKED. */
    blockedReason: text('blocked_reason'),
    blockedBy: text('blocked_by'),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** When an invited user accepted the terms, completing registration; null for accounts made otherwise. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  },
  (table) => [
    index('users_company_id_idx').on(table.companyId),
    check('users_email_lower_case_check', sql`${table.email} = lower(${table.email})`),
    check('users_user_type_check', isOneOf(table.userType, USER_TYPES)),
    check('users_role_check', isOneOf(table.role, ROLES)),
    check('users_language_code_check', isOneOf(table.languageCode, LOCALES)),
    check('users_status_check', isOneOf(table.status, USER_STATUSES)),
    check('users_password_check', sql`${table.status} = 'PENDING' or ${table.passwordHash} is not null`),
    check(
      'users_blocked_check',
      sql`(${table.status} = 'BLOCKED') = (${table.blockedAt} is not null and ${table.blockedBy} is not null and ${table.blockedReason} is not null)`,
    ),
    index('users_company_id_status_idx').on(table.companyId, table.status),
    // A rare role (the companies' admins) is found, not looked for among a million users.
    index('users_role_idx').on(table.role),
    // User management searches names, email and login id for a substring: trigrams keep that fast at 100k users.
    index('users_search_trgm_idx').using('gin', sql`(${USER_SEARCH_TEXT}) gin_trgm_ops`),
  ],
);

/** Companies a user works for besides the home company (sponsored 3P suppliers, multi-company users). */
export const userCompanies = pgTable(
  'user_companies',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.companyId] }),
    index('user_companies_company_id_idx').on(table.companyId),
  ],
);

/**
 * Signed-in browsers. The cookie carries a random token; only its SHA-256 is stored, so a leaked table
 * cannot be replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Last request that kept the session alive; updated at most once a minute. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The absolute end, however active the session is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    /**
     * The company the user acts for in this session: the one a super admin or spectator chose (set-context), or
     * the one a company-switch or multi-company user switched to. Null before choosing. A session acting for a
     * company ends with it.
     */
    actingCompanyId: uuid('acting_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Why a super admin chose the company, as they gave it. */
    contextReason: text('context_reason'),
    /** When the company was chosen. */
    contextSince: timestamp('context_since', { withTimezone: true }),
    /**
     * The ID token of a session opened through the identity provider, sent back to it as the hint of the
     * RP-initiated logout that ends its session too; null for password sign-ins.
     */
    idToken: text('id_token'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_acting_company_id_idx').on(table.actingCompanyId),
    check(
      'sessions_context_check',
      sql`(${table.actingCompanyId} is null) = (${table.contextSince} is null) and (${table.contextReason} is null or ${table.actingCompanyId} is not null)`,
    ),
  ],
);

/**
 * Failed sign-ins within the throttling window, kept in the database so that every server instance counts
 * the same ones. `email` is the address as typed (normalised), whether or not an account has it.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('login_attempts_email_attempted_at_idx').on(table.email, table.attemptedAt),
    index('login_attempts_ip_attempted_at_idx').on(table.ip, table.attemptedAt),
    index('login_attempts_attempted_at_idx').on(table.attemptedAt),
  ],
);

/**
 * Addresses each user has signed in from, with the last success: failures a stranger makes from elsewhere never
 * lock the owner out at these. Forgotten a while after the last success there (see sign-in-throttle).
 */
export const knownSignInAddresses = pgTable(
  'known_sign_in_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.ip] }),
    index('known_sign_in_addresses_last_signed_in_at_idx').on(table.lastSignedInAt),
  ],
);

/**
 * Password reset links not yet used. The link carries a random token; only its SHA-256 is stored. A user has at
 * most one: asking again replaces it, and using it deletes it.
 */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
