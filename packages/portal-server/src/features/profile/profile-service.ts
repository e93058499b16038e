import type { ProfileUpdate } from '@partner-insights/contracts';
import { eq } from 'drizzle-orm';
import type { Actor, AuditTrail } from '../../platform/audit/audit-trail';
import type { Db } from '../../platform/db/database';
import { users, type User } from '../identity';

export interface ProfileService {
  /** Stores the user's own name and phone number; answers the updated user. */
  update(user: User, actor: Actor, profile: ProfileUpdate): Promise<User>;
}

export function createProfileService(db: Db, audit: AuditTrail): ProfileService {
  return {
    async update(user, actor, { first_name, last_name, phone_number }) {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({ firstName: first_name, lastName: last_name, phone: phone_number })
          .where(eq(users.id, user.id))
          .returning();
        if (!updated) throw new Error(`User ${user.id} vanished while updating the profile`);
        await audit.record(tx, actor, {
          event: 'PROFILE_UPDATED',
          entityId: user.loginId,
          details: {},
        });
        return updated;
      });
    },
  };
}
