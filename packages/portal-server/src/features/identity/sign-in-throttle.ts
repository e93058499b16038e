import { and, count, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { loginAttempts } from './identity.schema';

/** Failed sign-ins allowed within the window, per account and per client address. */
export const SIGN_IN_LIMITS = { perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000 } as const;

export type AttemptAdmission =
  { readonly admitted: true } | { readonly admitted: false; readonly retryAfterSeconds: number };

export interface SignInThrottle {
  /**
   * Records the attempt as a failure before the password is checked, then admits it only while the account
   * and the address stay within their limits, so that concurrent guesses cannot slip past a count read
   * before the others were written. A refused attempt is not kept: waiting out the window always works.
   */
  admit(email: string, address: string, now: Date): Promise<AttemptAdmission>;
  /** A successful sign-in forgets the account's failures (and the attempt just admitted). */
  forgetAccount(email: string): Promise<void>;
}

export function createSignInThrottle(db: Db): SignInThrottle {
  const { perAccount, perAddress, windowMs } = SIGN_IN_LIMITS;

  const failuresSince = async (key: SQL, since: Date) => {
    const [row] = await db
      .select({ failures: count() })
      .from(loginAttempts)
      .where(and(key, gt(loginAttempts.attemptedAt, since)));
    return row?.failures ?? 0;
  };

  /** When the failures on `key` fall below `limit` again: the limit-th newest one leaves the window. */
  const reopensAt = async (key: SQL, limit: number, since: Date): Promise<number> => {
    const [limiting] = await db
      .select({ attemptedAt: loginAttempts.attemptedAt })
      .from(loginAttempts)
      .where(and(key, gt(loginAttempts.attemptedAt, since)))
      .orderBy(desc(loginAttempts.attemptedAt))
      .offset(limit - 1)
      .limit(1);
    return limiting ? limiting.attemptedAt.getTime() + windowMs : since.getTime() + windowMs;
  };

  return {
    async admit(email, address, now) {
      const since = new Date(now.getTime() - windowMs);
      await db.delete(loginAttempts).where(lte(loginAttempts.attemptedAt, since));
      const [attempt] = await db
        .insert(loginAttempts)
        .values({ email, ip: address, attemptedAt: now })
        .returning({ id: loginAttempts.id });
      if (!attempt) throw new Error('Recording a sign-in attempt returned no row');

      const limits = [
        { key: eq(loginAttempts.email, email), limit: perAccount },
        { key: eq(loginAttempts.ip, address), limit: perAddress },
      ];
      const failures = await Promise.all(limits.map(({ key }) => failuresSince(key, since)));
      const exceeded = limits.filter(({ limit }, index) => (failures[index] ?? 0) > limit);
      if (exceeded.length === 0) return { admitted: true };

      await db.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));
      const reopenings = await Promise.all(exceeded.map(({ key, limit }) => reopensAt(key, limit, since)));
      const retryAfterMs = Math.max(...reopenings) - now.getTime();
      return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    },

    async forgetAccount(email) {
      await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
    },
  };
}
