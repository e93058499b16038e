import {
  PASSWORD_RESET_LINK_LIFETIME_MINUTES,
  PASSWORD_RESET_PATH,
  type PasswordReset,
} from '@partner-insights/contracts';
import { and, eq, gt, lte, or } from 'drizzle-orm';
import type { AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { RequestClient } from '../../platform/http/client';
import type { Outbox } from '../../platform/mail';
import type { RateLimit, RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { actorOf, visitorActor } from './actor';
import { passwordResetTokens, sessions, users } from './identity.schema';
import { hashPassword } from './password';
import { passwordResetMail } from './password-reset-mail';
import { hashSessionToken, newSessionToken } from './session-token';

/** Links one address may be sent: enough to retry a lost mail, too few to flood a mailbox. */
export const RESET_LINKS_PER_EMAIL: RateLimit = { limit: 3, windowSeconds: 3600 };
/** Requests one client address may make, whatever the emails: offices share addresses, guessers do not stop. */
export const RESET_LINKS_PER_ADDRESS: RateLimit = { limit: 20, windowSeconds: 3600 };

const LINK_LIFETIME_MS = PASSWORD_RESET_LINK_LIFETIME_MINUTES * 60_000;

export type LinkRequestResult =
  /** Whether or not an account has the address: the caller cannot tell, and must not. */
  { readonly outcome: 'accepted' } | { readonly outcome: 'throttled'; readonly retryAfterSeconds: number };

export type ResetResult = 'reset' | 'invalidLink';

export interface PasswordResetService {
  /** Sends the account with this email, if an active one has it, a link to the reset page at `origin`. */
  requestLink(email: string, client: RequestClient, origin: string): Promise<LinkRequestResult>;
  /** Sets the password of the link's account, ends all its sessions and uses the link up. */
  reset(request: PasswordReset, address: string): Promise<ResetResult>;
}

export interface PasswordResetDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly audit: AuditTrail;
  readonly outbox: Outbox;
  readonly rateLimiter: RateLimiter;
}

export function createPasswordResetService({
  db,
  clock,
  audit,
  outbox,
  rateLimiter,
}: PasswordResetDependencies): PasswordResetService {
  return {
    async requestLink(email, client, origin) {
      const verdict = await rateLimiter.charge(
        [
          { key: `password-reset-link:email:${email}`, rateLimit: RESET_LINKS_PER_EMAIL },
          { key: `password-reset-link:address:${client.address}`, rateLimit: RESET_LINKS_PER_ADDRESS },
        ],
        1,
      );
      if (!verdict.allowed) return { outcome: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };

      const now = clock();
      // Made for unknown addresses too, so that both take the same steps.
      const { token, tokenHash } = newSessionToken();
      await db.transaction(async (tx) => {
        const [user] = await tx
          .select()
          .from(users)
          .where(and(eq(users.email, email), eq(users.status, 'ACTIVE')));
        // The user's older link stops working; anyone's expired ones go as they are found.
        await tx
          .delete(passwordResetTokens)
          .where(
            or(lte(passwordResetTokens.expiresAt, now), user ? eq(passwordResetTokens.userId, user.id) : undefined),
          );
        if (user) {
          await tx.insert(passwordResetTokens).values({
            tokenHash,
            userId: user.id,
            createdAt: now,
            expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
          });
          const resetUrl = new URL(PASSWORD_RESET_PATH, origin);
          resetUrl.searchParams.set('token', token);
          await outbox.enqueue(tx, {
            to: { address: user.email, locale: user.languageCode },
            template: passwordResetMail,
            params: { firstName: user.firstName, resetUrl: resetUrl.href },
          });
        }
        await audit.record(tx, visitorActor(email, client.address), {
          event: 'PASSWORD_RESET_REQUESTED',
          entityId: email,
          details: { linkSent: user !== undefined },
        });
      });
      return { outcome: 'accepted' };
    },

    async reset({ token, password }, address) {
      const tokenHash = hashSessionToken(token);
      const [found] = await db
        .select({ user: users })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, clock())));
      if (!found || found.user.status !== 'ACTIVE') return 'invalidLink';
      const { user } = found;
      // Hashed outside the transaction: it takes a tenth of a second that no lock should wait for.
      const passwordHash = await hashPassword(password);

      return db.transaction(async (tx) => {
        // Deleting is using: of two requests with one link, only the one that deletes it sets the password.
        const [used] = await tx
          .delete(passwordResetTokens)
          .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, clock())))
          .returning({ id: passwordResetTokens.id });
        if (!used) return 'invalidLink';
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        // Whoever knew the old password is signed out everywhere.
        const ended = await tx.delete(sessions).where(eq(sessions.userId, user.id)).returning({ id: sessions.id });
        await audit.record(tx, actorOf(user, address), {
          event: 'PASSWORD_RESET',
          entityId: user.loginId,
          details: { sessionsEnded: ended.length },
        });
        return 'reset';
      });
    },
  };
}
