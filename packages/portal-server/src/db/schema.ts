import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  ACCESS_STATUSES,
  ATTACHMENT_CONTENT_TYPES,
  ACCOUNT_TYPES,
  COMPANY_STATUSES,
  COMPANY_TYPES,
  DEFAULT_LOCALE,
  DEFAULT_TIMEZONE,
  FEATURE_FLAGS,
  INCIDENT_STATUSES,
  LOCALES,
  MARKETS,
  PAGE_VIEW_KIND,
  PRODUCT_CATEGORIES,
  RESTRICTED_LAUNCH_FLAGS,
  ROLES,
  TENANT_TYPES,
  TRACKER_EVENT_KINDS,
  USER_STATUSES,
  USER_TYPES,
  type ContactUsRequest,
  type IncidentDetail,
  type Market,
  type TrackedEventData,
} from '@partner-insights/contracts';

// Value sets are text columns with check constraints rather than pgEnum types: changing a check constraint
// is an ordinary transactional drop/add, whereas `ALTER TYPE ... ADD VALUE` cannot be used in the same
// transaction that adds it (drizzle runs each migration in one) and enum values can never be removed.
// The `enum` option still gives every column its literal union type in TypeScript.

/** `column IN ('A', 'B')` with the values inlined: check constraints cannot take bind parameters. */
function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}

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
  ],
);

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
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [
    index('users_company_id_idx').on(table.companyId),
    check('users_email_lower_case_check', sql`${table.email} = lower(${table.email})`),
    check('users_user_type_check', isOneOf(table.userType, USER_TYPES)),
    check('users_role_check', isOneOf(table.role, ROLES)),
    check('users_language_code_check', isOneOf(table.languageCode, LOCALES)),
    check('users_status_check', isOneOf(table.status, USER_STATUSES)),
    check('users_password_check', sql`${table.status} = 'PENDING' or ${table.passwordHash} is not null`),
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

const ANALYTICS_EVENT_KINDS = [...TRACKER_EVENT_KINDS, PAGE_VIEW_KIND] as const;

/** Page views and interactions the app's tracker sends in batches. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ANALYTICS_EVENT_KINDS }).notNull(),
    name: text('name').notNull(),
    page: text('page').notNull(),
    /** When it happened in the browser; `receivedAt` is the server's own clock. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    market: text('market', { enum: MARKETS }).notNull(),
    data: jsonb('data').$type<TrackedEventData>(),
  },
  (table) => [
    index('analytics_events_occurred_at_idx').on(table.occurredAt),
    check('analytics_events_kind_check', isOneOf(table.kind, ANALYTICS_EVENT_KINDS)),
    check('analytics_events_market_check', isOneOf(table.market, MARKETS)),
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
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
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

/** Each market's switch of each feature flag. */
export const marketFeatureFlags = pgTable(
  'market_feature_flags',
  {
    market: text('market', { enum: MARKETS }).notNull(),
    flag: text('flag', { enum: FEATURE_FLAGS }).notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.market, table.flag] }),
    check('market_feature_flags_market_check', isOneOf(table.market, MARKETS)),
    check('market_feature_flags_flag_check', isOneOf(table.flag, FEATURE_FLAGS)),
  ],
);

/** The languages each site (market) allows, in the order it offers them. */
export const siteLanguages = pgTable(
  'site_languages',
  {
    market: text('market', { enum: MARKETS }).notNull(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.market, table.locale] }),
    unique('site_languages_market_position_unique').on(table.market, table.position),
    check('site_languages_market_check', isOneOf(table.market, MARKETS)),
    check('site_languages_locale_check', isOneOf(table.locale, LOCALES)),
  ],
);

/** Market-wide notices shown above every page; at most one is active in a market. */
export const blockBanners = pgTable(
  'block_banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    market: text('market', { enum: MARKETS }).notNull(),
    active: boolean('active').notNull().default(false),
    linkUrl: text('link_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('block_banners_one_active_per_market_idx')
      .on(table.market)
      .where(sql`${table.active}`),
    check('block_banners_market_check', isOneOf(table.market, MARKETS)),
  ],
);

/** A banner's words in each language. */
export const blockBannerTexts = pgTable(
  'block_banner_texts',
  {
    bannerId: uuid('banner_id')
      .notNull()
      .references(() => blockBanners.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: LOCALES }).notNull(),
    message: text('message').notNull(),
    /** Null when the banner has no link. */
    linkText: text('link_text'),
  },
  (table) => [
    primaryKey({ columns: [table.bannerId, table.locale] }),
    check('block_banner_texts_locale_check', isOneOf(table.locale, LOCALES)),
  ],
);

/** The launch list's groups, in display order. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: text('id', { enum: PRODUCT_CATEGORIES }).primaryKey(),
    position: integer('position').notNull().unique(),
  },
  (table) => [check('product_categories_id_check', isOneOf(table.id, PRODUCT_CATEGORIES))],
);

export const productCategoryTexts = pgTable(
  'product_category_texts',
  {
    categoryId: text('category_id', { enum: PRODUCT_CATEGORIES })
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: LOCALES }).notNull(),
    title: text('title').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.locale] }),
    check('product_category_texts_locale_check', isOneOf(table.locale, LOCALES)),
  ],
);

/** The child applications users launch from the portal. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    categoryId: text('category_id', { enum: PRODUCT_CATEGORIES })
      .notNull()
      .references(() => productCategories.id),
    redirectUrl: text('redirect_url').notNull(),
    isNewTab: boolean('is_new_tab').notNull(),
    /** Markets whose users see the tile only when they have access. */
    hideWhenNoAccess: text('hide_when_no_access')
      .array()
      .$type<Market[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    analyticsId: text('analytics_id').notNull(),
    learnMoreImageKey: text('learn_more_image_key'),
    learnMoreAnalyticsId: text('learn_more_analytics_id'),
    /** Alpha or beta while the product is in a restricted launch. */
    restrictedLaunchFlag: text('restricted_launch_flag', { enum: RESTRICTED_LAUNCH_FLAGS }),
  },
  (table) => [
    check(
      'products_hide_when_no_access_check',
      sql`${table.hideWhenNoAccess} <@ array[${sql.raw(MARKETS.map((market) => `'${market}'`).join(', '))}]::text[]`,
    ),
    check('products_restricted_launch_flag_check', isOneOf(table.restrictedLaunchFlag, RESTRICTED_LAUNCH_FLAGS)),
  ],
);

export const LEARN_MORE_KINDS = ['CONTENT', 'COMING_SOON'] as const;

/** Where each product is offered, in which environments, in what order, and what its Learn more shows there. */
export const productMarkets = pgTable(
  'product_markets',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    market: text('market', { enum: MARKETS }).notNull(),
    position: integer('position').notNull(),
    /** Offered on dev, qa, stg and preprod hosts only. */
    nonProductionOnly: boolean('non_production_only').notNull().default(false),
    /** Null: the tile has no Learn more. */
    learnMore: text('learn_more', { enum: LEARN_MORE_KINDS }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.market] }),
    unique('product_markets_market_position_unique').on(table.market, table.position),
    check('product_markets_market_check', isOneOf(table.market, MARKETS)),
    check('product_markets_learn_more_check', isOneOf(table.learnMore, LEARN_MORE_KINDS)),
  ],
);

/** A product's words in each language; the Learn more ones are null for a product without that content. */
export const productTexts = pgTable(
  'product_texts',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: LOCALES }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    footer: text('footer'),
    learnMoreTitle: text('learn_more_title'),
    learnMoreDescription: text('learn_more_description'),
    learnMoreKeyNotes: text('learn_more_key_notes').array(),
    learnMoreSubText: text('learn_more_sub_text'),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.locale] }),
    check('product_texts_locale_check', isOneOf(table.locale, LOCALES)),
  ],
);

/** Each user's access to each product; no row means no access. */
export const productAccess = pgTable(
  'product_access',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ACCESS_STATUSES }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    index('product_access_product_id_idx').on(table.productId),
    check('product_access_status_check', isOneOf(table.status, ACCESS_STATUSES)),
  ],
);

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

export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;

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

export const supportTypeTexts = pgTable(
  'support_type_texts',
  {
    supportTypeId: integer('support_type_id')
      .notNull()
      .references(() => supportTypes.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: LOCALES }).notNull(),
    title: text('title').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.supportTypeId, table.locale] }),
    check('support_type_texts_locale_check', isOneOf(table.locale, LOCALES)),
  ],
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

export const supportIssueTexts = pgTable(
  'support_issue_texts',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => supportIssues.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: LOCALES }).notNull(),
    title: text('title').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.issueId, table.locale] }),
    check('support_issue_texts_locale_check', isOneOf(table.locale, LOCALES)),
  ],
);

/** Binary content, stored in the row itself; read as a Buffer from either driver (PGlite gives a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The file of an attachment, kept in the database rather than the data folder, so that it is stored in the same
 * transaction as what it is attached to and every server instance on one PostgreSQL reads it.
 */
const attachmentFileColumns = () => ({
  fileName: text('file_name').notNull(),
  contentType: text('content_type', { enum: ATTACHMENT_CONTENT_TYPES }).notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
});

/** An attachment's type is one of the allowed ones, and its size is that of its content. */
const attachmentFileChecks = (
  tableName: string,
  table: { contentType: AnyPgColumn; size: AnyPgColumn; content: AnyPgColumn },
) => [
  check(`${tableName}_content_type_check`, isOneOf(table.contentType, ATTACHMENT_CONTENT_TYPES)),
  check(`${tableName}_size_check`, sql`${table.size} = octet_length(${table.content})`),
];

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

/** Requests sent with the contact-us form, by visitors and signed-in users alike. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    market: text('market', { enum: MARKETS }).notNull(),
    /** Null for a visitor. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where it came from; the bot check counts recent posts by it. */
    clientAddress: text('client_address').notNull(),
    detail: jsonb('detail').$type<ContactUsRequest>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('contact_requests_client_address_created_at_idx').on(table.clientAddress, table.createdAt),
    index('contact_requests_user_id_created_at_idx').on(table.userId, table.createdAt),
    check('contact_requests_market_check', isOneOf(table.market, MARKETS)),
  ],
);

/** A contact request's attachment. */
export const contactRequestAttachments = pgTable(
  'contact_request_attachments',
  {
    contactRequestId: uuid('contact_request_id').primaryKey(),
    ...attachmentFileColumns(),
  },
  (table) => [
    // Named here: the generated name would pass PostgreSQL's 63-character limit on identifiers.
    foreignKey({
      name: 'contact_request_attachments_contact_request_id_fk',
      columns: [table.contactRequestId],
      foreignColumns: [contactRequests.id],
    }).onDelete('cascade'),
    ...attachmentFileChecks('contact_request_attachments', table),
  ],
);

/** Bot challenges already used, so that a completed one proves a single request. */
export const botChallengeRedemptions = pgTable(
  'bot_challenge_redemptions',
  {
    challengeNonce: text('challenge_nonce').primaryKey(),
    /** After this the challenge is refused as expired anyway, so the row may be deleted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('bot_challenge_redemptions_expires_at_idx').on(table.expiresAt)],
);

/** Emails waiting to be delivered; written in the transaction of what they tell about. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Null until delivered. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('email_outbox_unsent_idx')
      .on(table.createdAt)
      .where(sql`${table.sentAt} is null`),
  ],
);
