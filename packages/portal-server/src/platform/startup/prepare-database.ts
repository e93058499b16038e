import { eq } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseLocation } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { users } from '../db/schema';
import { seedDatabase, type SeedOutcome } from '../db/seed/seed-database';
import { hasDemoAccounts } from '../db/seed/seed-demo-data';

/** Who can sign in: the demo accounts, nobody who may administer the portal yet, or the portal's own accounts. */
export type AccountsStatus = 'demo' | 'noSuperAdmin' | 'own';

export interface PreparedDatabase {
  readonly database: Database;
  readonly seeded: SeedOutcome;
  readonly accounts: AccountsStatus;
}

async function accountsStatusOf(database: Database): Promise<AccountsStatus> {
  if (await hasDemoAccounts(database.db)) return 'demo';
  const superAdmins = await database.db.$count(users, eq(users.role, 'SUPER_ADMIN'));
  return superAdmins === 0 ? 'noSuperAdmin' : 'own';
}

/** Opens the database, brings its schema up to date, and seeds what it lacks (demo data only when asked for). */
export async function prepareDatabase(
  location: DatabaseLocation,
  { seedDemoData }: { readonly seedDemoData: boolean },
): Promise<PreparedDatabase> {
  const database = await openDatabase(location);
  try {
    await migrateDatabase(database);
    const seeded = await seedDatabase(database.db, { demoData: seedDemoData });
    return { database, seeded, accounts: await accountsStatusOf(database) };
  } catch (error) {
    await database.close();
    throw error;
  }
}
