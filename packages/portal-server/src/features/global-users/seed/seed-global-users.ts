import { randomUUID } from 'node:crypto';
import { asc, eq, gte } from 'drizzle-orm';
import type { DbTransaction } from '../../../platform/db/database';
import type { SeedPart } from '../../../platform/db/seed/seed-part';
import { insertInBatches } from '../../companies';
import { companies, hashPassword, users, type NewUser } from '../../identity';
import { RETAILER_COMPANY } from '../../identity';
import { productAccess, products } from '../../launch-list';
import { userOrgProfiles } from '../global-users.schema';
import { GENERATED_USER_COUNT, generatedUser, roleOf, type GeneratedUser } from './generated-users';

/** The day the generated dates count back from: fixed, as the rest of the demo's. */
const DEMO_TODAY = Date.parse('2026-11-20T15:00:00.000Z');
const DAY_MS = 24 * 60 * 60_000;
/** Business codes of the generated companies start here (see generated-companies.ts). */
export const FIRST_GENERATED_CODE = '500000';
export const RETAILER_DOMAIN = 'retailer.test';

interface TargetCompany {
  readonly id: string;
  readonly tenantType: string;
  readonly domain: string;
}

function userRow(
  user: GeneratedUser,
  company: TargetCompany,
  retailerId: string,
  first: boolean,
  passwordHash: string,
) {
  const external = user.kind === 'EXTERNAL';
  const email = `${user.localPart}@${external ? company.domain : RETAILER_DOMAIN}`;
  const blocked = user.status === 'BLOCKED';
  return {
    email,
    loginId: email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: external ? 'EXTERNAL' : 'INTERNAL',
    role: roleOf(user, first, company.tenantType),
    companyId: external ? company.id : retailerId,
    thirdPartyUser: external && company.tenantType === 'THIRD_PARTY_AGENCY',
    passwordHash,
    status: user.status,
    lastLoginAt: user.lastLoginDaysAgo === null ? null : new Date(DEMO_TODAY - user.lastLoginDaysAgo * DAY_MS),
    blockedReason: blocked ? 'Left the company' : null,
    blockedBy: blocked ? 'dwhitfield' : null,
    blockedAt: blocked ? new Date(DEMO_TODAY - 3 * DAY_MS) : null,
  } satisfies NewUser;
}

/** Thousands of users across the generated companies and the retailer, for global user management to page. */
export const generatedUsersPart: SeedPart = {
  async applies(tx: DbTransaction) {
    const companyCount = await tx.$count(companies, gte(companies.businessCode, FIRST_GENERATED_CODE));
    return companyCount > 0 && (await tx.$count(userOrgProfiles)) === 0;
  },
  async insert(tx: DbTransaction) {
    const targets = (
      await tx
        .select({ id: companies.id, tenantType: companies.tenantType, adminEmail: companies.adminEmail })
        .from(companies)
        .where(gte(companies.businessCode, FIRST_GENERATED_CODE))
        .orderBy(asc(companies.businessCode))
    ).map(({ id, tenantType, adminEmail }) => ({
      id,
      tenantType,
      domain: adminEmail.slice(adminEmail.indexOf('@') + 1),
    }));
    const [retailer] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.businessCode, RETAILER_COMPANY.businessCode));
    if (!retailer || targets.length === 0) return;
    // They never sign in: one hash of a random password serves them all, and keeps seeding fast.
    const passwordHash = await hashPassword(randomUUID());
    const generated = Array.from({ length: GENERATED_USER_COUNT }, (_, n) => generatedUser(n, targets.length));
    const seen = new Set<string>();
    const rows = generated.map((user) => {
      const company = targets[user.companyNumber] as TargetCompany;
      const first = user.kind === 'EXTERNAL' && !seen.has(company.id);
      if (first) seen.add(company.id);
      return userRow(user, company, retailer.id, first, passwordHash);
    });
    // Ids made here rather than returned: the inserts answer nothing, and the profiles need no second look-up.
    const ids = rows.map(() => randomUUID());
    await insertInBatches(
      rows.map((row, n) => ({ ...row, id: ids[n] })),
      (batch) => tx.insert(users).values(batch),
    );
    await insertInBatches(
      generated.map((user, n) => ({
        userId: ids[n] as string,
        internalGroup: user.kind === 'MERCHANT' || user.kind === 'ASSET_PROTECTION' ? user.kind : null,
        sbu: user.sbu,
        buoAreaNumber: user.buoAreaNumber,
        attributes: user.attributes,
      })),
      (batch) => tx.insert(userOrgProfiles).values(batch),
    );
    const [shopperBehavior] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, 'SHOPPER_BEHAVIOR'));
    if (!shopperBehavior) return;
    const withAccess = generated.flatMap((user, n) =>
      user.kind === 'EXTERNAL' && n % 2 === 0
        ? [{ userId: ids[n] as string, productId: shopperBehavior.id, status: 'ACCESS_COMPLETE' as const }]
        : [],
    );
    await insertInBatches(withAccess, (batch) => tx.insert(productAccess).values(batch));
  },
};
