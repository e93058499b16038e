import type { ProfileUpdate } from '@partner-insights/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { users, type User } from '../identity';

export interface ProfileService {
  /** Stores the user's own name and phone number; answers the updated user. */
  update(user: User, profile: ProfileUpdate): Promise<User>;
}

export function createProfileService(db: Db): ProfileService {
  return {
    async update(user, { first_name, last_name, phone_number }) {
      const [updated] = await db
        .update(users)
        .set({ firstName: first_name, lastName: last_name, phone: phone_number })
        .where(eq(users.id, user.id))
        .returning();
      if (!updated) throw new Error(`User ${user.id} vanished while updating the profile`);
      return updated;
    },
  };
}
