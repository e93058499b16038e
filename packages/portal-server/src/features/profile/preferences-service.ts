import type { UserPreferences } from '@partner-insights/contracts';
import { eq } from 'drizzle-orm';
import type { Actor, AuditTrail } from '../../platform/audit/audit-trail';
import type { Db } from '../../platform/db/database';
import { users, type User } from '../identity';

export interface PreferencesService {
  /** Stores the user's language and time zone; answers them as stored. */
  save(user: User, actor: Actor, preferences: UserPreferences): Promise<UserPreferences>;
}

export const preferencesOf = (user: Pick<User, 'languageCode' | 'timezone'>): UserPreferences => ({
  language_code: user.languageCode,
  locale: { timezone: user.timezone },
});

export function createPreferencesService(db: Db, audit: AuditTrail): PreferencesService {
  return {
    async save(user, actor, { language_code, locale }) {
      return db.transaction(async (tx) => {
        const [saved] = await tx
          .update(users)
          .set({ languageCode: language_code, timezone: locale.timezone })
          .where(eq(users.id, user.id))
          .returning({ languageCode: users.languageCode, timezone: users.timezone });
        if (!saved) throw new Error(`User ${user.id} vanished while saving preferences`);
        await audit.record(tx, actor, {
          event: 'PREFERENCES_UPDATED',
          entityId: user.loginId,
          details: { language: saved.languageCode, timezone: saved.timezone },
        });
        return preferencesOf(saved);
      });
    },
  };
}
