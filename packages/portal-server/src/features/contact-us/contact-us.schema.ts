import { check, foreignKey, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MARKETS, type ContactUsRequest } from '@partner-insights/contracts';
import { isOneOf } from '../../platform/db/check-constraints';
import { users } from '../identity';
import { attachmentFileChecks, attachmentFileColumns } from '../support';

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
