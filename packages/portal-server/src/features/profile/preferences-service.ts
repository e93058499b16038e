import type { UserPreferences } from '@partner-insights/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { users, type User } from '../identity';

export interface PreferencesService {
  /** Stores the user's language and time zone; answers them as stored. */
  save(user: User, preferences: UserPreferences): Promise<UserPreferences>;
}

export const preferencesOf = (user: Pick<User, 'languageCode' | 'timezone'>): UserPreferences => ({
  language_code: user.languageCode,
  locale: { timezone: user.timezone },
});

export function createPreferencesService(db: Db): PreferencesService {
  return {
    async save(user, { language_code, locale }) {
      const [saved] = await db
        .update(users)
        .set({ languageCode: language_code, timezone: locale.timezone })
        .where(eq(users.id, user.id))
        .returning({ languageCode: users.languageCode, timezone: users.timezone });
      if (!saved) throw new Error(`User ${user.id} vanished while saving preferences`);
      return preferencesOf(saved);
    },
  };
}
