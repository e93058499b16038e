import { LOCALES } from '@partner-insights/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../db/check-constraints';

/**
 * Emails to deliver, written in the transaction of what they tell about, each with the job that delivers it. A row
 * keeps what it was made from (template, parameters, the recipient's language) and the message as rendered.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    /** The recipient's language, which the message is written in. */
    locale: text('locale', { enum: LOCALES }).notNull(),
    /** The name of the template the message was rendered from. */
    template: text('template').notNull(),
    params: jsonb('params').$type<unknown>().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Null until delivered. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('email_outbox_unsent_idx')
      .on(table.createdAt)
      .where(sql`${table.sentAt} is null`),
    check('email_outbox_locale_check', isOneOf(table.locale, LOCALES)),
  ],
);
