import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { emailDomains } from '../../../features/email-domains';
import { hashPassword } from '../../../features/identity';
import { companyProducts, productAccess, products, type ProductCode } from '../../../features/launch-list';
import { insertSupportTickets } from '../../../features/support';
import type { Db, DbTransaction } from '../database';
import { companies, incidents, userCompanies, users, type NewUser } from '../schema';
import { DEMO_PASSWORD, demoCompanies, demoUsers, type DemoCompanyKey, type DemoUser } from './demo-data';
import type { SeedPart } from './seed-part';
import {
  hasDemoPopulation,
  insertDemoCompanyProducts,
  insertDemoEmailDomains,
  insertDemoPopulation,
  insertDemoPopulationAccess,
} from './seed-demo-population';

function toUserRow(
  user: DemoUser,
  id: string,
  companyIds: Record<DemoCompanyKey, string>,
  passwordHash: string,
): NewUser {
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
    passwordHash,
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
  // One hash for every demo account: each takes a tenth of a second.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await tx.insert(users).values(seededUsers.map(({ user, id }) => toUserRow(user, id, companyIds, passwordHash)));
  await tx
    .insert(userCompanies)
    .values(
      seededUsers.flatMap(({ user, id }) =>
        (user.extraCompanies ?? []).map((key) => ({ userId: id, companyId: companyIds[key] })),
      ),
    );
}

/** The demo accounts' access to the launch list; found by email, so a catalogue seeded later gets it too. */
async function insertDemoProductAccess(tx: DbTransaction): Promise<void> {
  const accounts = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoUsers.map(({ email }) => email.toLowerCase()),
      ),
    );
  const catalogue = await tx.select({ id: products.id, code: products.code }).from(products);
  const userIds = new Map(accounts.map(({ email, id }) => [email, id]));
  const productIds = new Map(catalogue.map(({ code, id }) => [code, id]));
  const grants = demoUsers.flatMap((user) => {
    const userId = userIds.get(user.email.toLowerCase());
    if (userId === undefined) return [];
    return Object.entries(user.productAccess ?? {}).flatMap(([code, status]) => {
      const productId = productIds.get(code as ProductCode);
      return productId === undefined ? [] : [{ userId, productId, status }];
    });
  });
  if (grants.length > 0) await tx.insert(productAccess).values(grants);
  await insertDemoPopulationAccess(tx);
}

const [demoSuperAdmin] = demoUsers;

/** Whether the demo accounts are in the database: demo data goes only where they are. */
export async function hasDemoAccounts(db: Db | DbTransaction): Promise<boolean> {
  if (!demoSuperAdmin) return false;
  return (await db.$count(users, eq(users.email, demoSuperAdmin.email.toLowerCase()))) > 0;
}

/**
 * The demo companies and accounts, their product access, support tickets, and the companies' everyday users, for a database with no accounts
 * of its own: once real accounts exist, none of it is added. Run after the reference data, which it refers to.
 */
export const demoDataParts: readonly SeedPart[] = [
  {
    applies: async (tx) => (await tx.$count(companies)) === 0 && (await tx.$count(users)) === 0,
    insert: insertDemoAccounts,
  },
  {
    applies: async (tx) => (await tx.$count(productAccess)) === 0 && (await hasDemoAccounts(tx)),
    insert: insertDemoProductAccess,
  },
  {
    applies: async (tx) => (await tx.$count(incidents)) === 0 && (await hasDemoAccounts(tx)),
    insert: insertSupportTickets,
  },
  {
    applies: async (tx) => (await tx.$count(companyProducts)) === 0 && (await hasDemoAccounts(tx)),
    insert: insertDemoCompanyProducts,
  },
  {
    applies: async (tx) => (await tx.$count(emailDomains)) === 0 && (await hasDemoAccounts(tx)),
    insert: insertDemoEmailDomains,
  },
  {
    applies: async (tx) => !(await hasDemoPopulation(tx)) && (await hasDemoAccounts(tx)),
    insert: async (tx) => insertDemoPopulation(tx, await hashPassword(DEMO_PASSWORD)),
  },
];
