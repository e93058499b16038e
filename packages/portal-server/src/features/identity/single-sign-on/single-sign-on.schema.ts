import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Sign-ins handed to the identity provider and not yet back. The browser holds the state in a cookie; only its
 * SHA-256 is stored here, with the nonce and PKCE verifier it goes with. A row is deleted as its callback is
 * taken, so a state is good for one callback only.
 */
export const singleSignOnRequests = pgTable(
  'single_sign_on_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateHash: text('state_hash').notNull().unique(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** Where the user goes once signed in: a path of the portal. */
    lastUrl: text('last_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('single_sign_on_requests_expires_at_idx').on(table.expiresAt)],
);
