import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { insertPortalConfiguration } from '../../../features/configuration';
import { hashPassword } from '../../../features/identity';
import { insertProductCatalogue } from '../../../features/launch-list';
import { insertSupportConfiguration, insertSupportTickets } from '../../../features/support';
import { DEMO_SEED_LOCK_KEY } from '../advisory-lock-keys';
import type { Db, DbTransaction } from '../database';
import {
  companies,
  incidents,
  products,
  siteLanguages,
  supportTypes,
  userCompanies,
  users,
  type NewUser,
} from '../schema';
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

async function insertDemoAccounts(tx: DbTransaction): Promise<void> {
  // Ids made here rather than by the database let users and memberships refer to them directly.
  const companyKeys = Object.keys(demoCompanies) as DemoCompanyKey[];
  const companyIds = Object.fromEntries(companyKeys.map((key) => [key, randomUUID()])) as Record<
    DemoCompanyKey,
    string
  >;
  await tx.insert(companies).values(companyKeys.map((key) => ({ ...demoCompanies[key], id: companyIds[key] })));

  const seededUsers = demoUsers.map((user) => ({ user, id: randomUUID() }));
  await tx.insert(users).values(await Promise.all(seededUsers.map(({ user, id }) => toUserRow(user, id, companyIds))));
  await tx
    .insert(userCompanies)
    .values(
      seededUsers.flatMap(({ user, id }) =>
        (user.extraCompanies ?? []).map((key) => ({ userId: id, companyId: companyIds[key] })),
      ),
    );
}

/**
 * Seeds, in one transaction, each part of the demo data whose tables are empty: the companies and accounts,
 * the per-market configuration, the product catalogue with the accounts' access, the support desk's
 * configuration, and demo support tickets. A database seeded by an
 * earlier version gets the parts it lacks. Answers whether it seeded anything.
 */
export async function seedDemoDataIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Servers starting together on one PostgreSQL: the later one waits here, then finds the data.
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`);
    const parts = [
      { empty: (await tx.$count(companies)) === 0 && (await tx.$count(users)) === 0, insert: insertDemoAccounts },
      { empty: (await tx.$count(siteLanguages)) === 0, insert: insertPortalConfiguration },
      // After the accounts, whose access it grants.
      { empty: (await tx.$count(products)) === 0, insert: insertProductCatalogue },
      { empty: (await tx.$count(supportTypes)) === 0, insert: insertSupportConfiguration },
      // After the accounts and the support configuration its tickets refer to.
      { empty: (await tx.$count(incidents)) === 0, insert: insertSupportTickets },
    ];
    for (const { empty, insert } of parts) if (empty) await insert(tx);
    return parts.some(({ empty }) => empty);
  });
}
