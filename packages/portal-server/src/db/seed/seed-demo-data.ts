import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { DEMO_SEED_LOCK_KEY } from '../advisory-lock-keys';
import type { Db } from '../database';
import { companies, userCompanies, users, type NewUser } from '../schema';
import { DEMO_PASSWORD, demoCompanies, demoUsers, type DemoCompanyKey, type DemoUser } from './demo-data';

async function toUserRow(user: DemoUser, id: string, companyIds: Record<DemoCompanyKey, string>): Promise<NewUser> {
  return {
    id,
    email: user.email.toLowerCase(),
    loginId: user.loginId,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    userType: user.userType,
    role: user.role,
    companyId: companyIds[user.company],
    thirdPartyUser: user.thirdPartyUser ?? false,
    personaAccessCodes: [...(user.personaAccessCodes ?? [])],
    languageCode: user.languageCode,
    timezone: user.timezone,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  };
}

/**
 * Seeds the demo companies and accounts, in one transaction, when the database holds neither companies nor
 * users (its first start). Answers whether it seeded.
 */
export async function seedDemoDataIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Servers starting together on one PostgreSQL: the later one waits here, then finds the data.
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`);
    if ((await tx.$count(companies)) > 0 || (await tx.$count(users)) > 0) return false;

    // Ids made here rather than by the database let users and memberships refer to them directly.
    const companyKeys = Object.keys(demoCompanies) as DemoCompanyKey[];
    const companyIds = Object.fromEntries(companyKeys.map((key) => [key, randomUUID()])) as Record<
      DemoCompanyKey,
      string
    >;
    await tx.insert(companies).values(companyKeys.map((key) => ({ ...demoCompanies[key], id: companyIds[key] })));

    const seededUsers = demoUsers.map((user) => ({ user, id: randomUUID() }));
    await tx
      .insert(users)
      .values(await Promise.all(seededUsers.map(({ user, id }) => toUserRow(user, id, companyIds))));
    await tx
      .insert(userCompanies)
      .values(
        seededUsers.flatMap(({ user, id }) =>
          (user.extraCompanies ?? []).map((key) => ({ userId: id, companyId: companyIds[key] })),
        ),
      );
    return true;
  });
}
