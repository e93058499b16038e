import { and, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { knownSignInAddresses, loginAttempts, users } from './identity.schema';

const MINUTE_MS = 60_000;

/** `and` of two conditions, typed as never empty. */
const both = (first: SQL, second: SQL): SQL => sql`(${first} and ${second})`;

/** Failed sign-ins allowed within a window. */
interface FailureLimit {
  readonly failures: number;
  readonly windowMs: number;
}

/**
 * No limit lets a stranger lock an account out from everywhere: the tight one is per account and address, so
 * guessing from one address stops there alone. Guessing spread over many addresses meets the slower limit per
 * account, which spares the addresses the owner has signed in from before.
 */
export const SIGN_IN_LIMITS = {
  /** One account from one address: a guesser, or the owner mistyping. */
  perAccountAndAddress: { failures: 5, windowMs: 15 * MINUTE_MS },
  /** One address, whatever the accounts: credential stuffing. */
  perAddress: { failures: 20, windowMs: 15 * MINUTE_MS },
  /** One account from addresses it has not signed in from: guessing spread over many addresses. */
  perAccountFromUnknownAddresses: { failures: 50, windowMs: 60 * MINUTE_MS },
  /** An address stays known this long after the account's last sign-in from it. */
  knownAddressMs: 90 * 24 * 60 * MINUTE_MS,
} as const;

/** Failures older than the longest window count for nothing. */
const ATTEMPTS_KEPT_MS = Math.max(
  SIGN_IN_LIMITS.perAccountAndAddress.windowMs,
  SIGN_IN_LIMITS.perAddress.windowMs,
  SIGN_IN_LIMITS.perAccountFromUnknownAddresses.windowMs,
);

export type AttemptAdmission =
  { readonly admitted: true } | { readonly admitted: false; readonly retryAfterSeconds: number };

export interface SignInThrottle {
  /**
   * Records the attempt as a failure before the password is checked, then admits it only while every limit
   * holds, so that concurrent guesses cannot slip past a count read before the others were written. A refused
   * attempt is not kept: waiting out the window always works.
   */
  admit(email: string, address: string, now: Date): Promise<AttemptAdmission>;
  /**
   * A successful sign-in forgets the failures of its account at its address (the attempt just admitted among
   * them) and makes the address known for the account.
   */
  signedIn(user: { readonly id: string; readonly email: string }, address: string, now: Date): Promise<void>;
}

export function createSignInThrottle(db: Db): SignInThrottle {
  const { perAccountAndAddress, perAddress, perAccountFromUnknownAddresses, knownAddressMs } = SIGN_IN_LIMITS;
  const sinceWindow = (now: Date, { windowMs }: FailureLimit) => new Date(now.getTime() - windowMs);

  const failuresSince = async (key: SQL, since: Date) => {
    const [row] = await db
      .select({ failures: count() })
      .from(loginAttempts)
      .where(and(key, gt(loginAttempts.attemptedAt, since)));
    return row?.failures ?? 0;
  };

  /** When the failures on `key` fall below the limit again: its n-th newest one leaves the window. */
  const reopensAt = async (key: SQL, limit: FailureLimit, now: Date): Promise<number> => {
    const since = sinceWindow(now, limit);
    const [limiting] = await db
      .select({ attemptedAt: loginAttempts.attemptedAt })
      .from(loginAttempts)
      .where(and(key, gt(loginAttempts.attemptedAt, since)))
      .orderBy(desc(loginAttempts.attemptedAt))
      .offset(limit.failures - 1)
      .limit(1);
    return (limiting?.attemptedAt ?? since).getTime() + limit.windowMs;
  };

  const isKnownAddress = async (email: string, address: string, now: Date) => {
    const [known] = await db
      .select({ ip: knownSignInAddresses.ip })
      .from(knownSignInAddresses)
      .innerJoin(users, eq(users.id, knownSignInAddresses.userId))
      .where(
        and(
          eq(users.email, email),
          eq(knownSignInAddresses.ip, address),
          gt(knownSignInAddresses.lastSignedInAt, new Date(now.getTime() - knownAddressMs)),
        ),
      );
    return known !== undefined;
  };

  return {
    async admit(email, address, now) {
      await db.delete(loginAttempts).where(lte(loginAttempts.attemptedAt, new Date(now.getTime() - ATTEMPTS_KEPT_MS)));
      const [attempt] = await db
        .insert(loginAttempts)
        .values({ email, ip: address, attemptedAt: now })
        .returning({ id: loginAttempts.id });
      if (!attempt) throw new Error('Recording a sign-in attempt returned no row');

      const pair = {
        key: both(eq(loginAttempts.email, email), eq(loginAttempts.ip, address)),
        limit: perAccountAndAddress,
      };
      const fromAddress = { key: eq(loginAttempts.ip, address), limit: perAddress };
      const account = { key: eq(loginAttempts.email, email), limit: perAccountFromUnknownAddresses };
      const checks = [pair, fromAddress, account];
      const failures = await Promise.all(checks.map(({ key, limit }) => failuresSince(key, sinceWindow(now, limit))));
      const overLimit = checks.filter(({ limit }, index) => (failures[index] ?? 0) > limit.failures);
      // Only the account-wide limit spares known addresses, so only it needs the look-up.
      const spared = overLimit.includes(account) && (await isKnownAddress(email, address, now));
      const exceeded = spared ? overLimit.filter((check) => check !== account) : overLimit;
      if (exceeded.length === 0) return { admitted: true };

      await db.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));
      const reopenings = await Promise.all(exceeded.map(({ key, limit }) => reopensAt(key, limit, now)));
      const retryAfterMs = Math.max(...reopenings) - now.getTime();
      return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    },

    async signedIn(user, address, now) {
      await db.transaction(async (tx) => {
        await tx.delete(loginAttempts).where(and(eq(loginAttempts.email, user.email), eq(loginAttempts.ip, address)));
        await tx
          .insert(knownSignInAddresses)
          .values({ userId: user.id, ip: address, lastSignedInAt: now })
          .onConflictDoUpdate({
            target: [knownSignInAddresses.userId, knownSignInAddresses.ip],
            set: { lastSignedInAt: now },
          });
        await tx
          .delete(knownSignInAddresses)
          .where(lte(knownSignInAddresses.lastSignedInAt, new Date(now.getTime() - knownAddressMs)));
      });
    },
  };
}
