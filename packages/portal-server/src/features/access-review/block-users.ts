import { and, eq, type SQL } from 'drizzle-orm';
import type { DbTransaction } from '../../platform/db/database';
import { users } from '../identity';

/**
 * Blocks the active users `which` selects, giving `reason`, as `blockedBy` at `at`; answers their login ids. Pending
 * and already blocked users are left as they are, so running it again changes nothing.
 */
export async function blockUsers(
  tx: DbTransaction,
  which: SQL | undefined,
  { reason, blockedBy, at }: { readonly reason: string; readonly blockedBy: string; readonly at: Date },
): Promise<string[]> {
  const blocked = await tx
    .update(users)
    .set({ status: 'BLOCKED', blockedReason: reason, blockedBy, blockedAt: at })
    .where(and(eq(users.status, 'ACTIVE'), which))
    .returning({ loginId: users.loginId });
  return blocked.map(({ loginId }) => loginId).sort();
}
