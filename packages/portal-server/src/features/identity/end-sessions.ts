import { inArray } from 'drizzle-orm';
import type { DbTransaction } from '../../platform/db/database';
import { sessions } from './identity.schema';

/** Ends every session of the users at once, in the change's transaction; answers how many ended. */
export async function endSessionsOf(tx: DbTransaction, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const ended = await tx
    .delete(sessions)
    .where(inArray(sessions.userId, [...userIds]))
    .returning({ id: sessions.id });
  return ended.length;
}
