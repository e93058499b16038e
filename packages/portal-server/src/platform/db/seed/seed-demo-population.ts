import { createHash } from 'node:crypto';
import { INVITATION_LIFETIME_DAYS } from '@partner-insights/contracts';
import { eq } from 'drizzle-orm';
import { emailDomains } from '../../../features/email-domains';
import { companyProducts, productAccess, products } from '../../../features/launch-list';
import { invitations, MARKET_LANGUAGE, userRequests } from '../../../features/user-management';
import type { DbTransaction } from '../database';
import { companies, userCompanies, users, type NewUser } from '../schema';
import { demoCompanies, type DemoCompanyKey } from './demo-data';
import { demoCompanyProducts, demoEmailDomains, demoPopulation, type PopulationUser } from './demo-population';

/** The day the demo's dates count back from: fixed, so that every seeded database tells the same story. */
const DEMO_TODAY = new Date('2026-11-20T15:00:00.000Z');
const DAY_MS = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(DEMO_TODAY.getTime() - days * DAY_MS);

/** A demo invitation's link token: no one is sent it, so it is made from the address rather than at random. */
const demoInvitationTokenHash = (email: string) =>
  createHash('sha256').update(`demo-invitation:${email}`).digest('hex');

const hasRegistered = (user: PopulationUser) => user.status !== 'PENDING' || user.stage !== 'INVITATION_SENT';

function toUserRow(user: PopulationUser, companyId: string, passwordHash: string): NewUser {
  return {
    email: user.email,
    loginId: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: 'EXTERNAL',
    role: user.role,
    companyId,
    thirdPartyUser: demoCompanies[user.company].companyType === 'THIRD_PARTY_AGENCY',
    languageCode: MARKET_LANGUAGE[demoCompanies[user.company].market],
    status: user.status,
    passwordHash: hasRegistered(user) ? passwordHash : null,
    termsAcceptedAt: hasRegistered(user) ? daysAgo(user.createdDaysAgo) : null,
    createdAt: daysAgo(user.createdDaysAgo),
    createdBy: user.createdBy,
    lastLoginAt: user.lastLoginDaysAgo === null ? null : daysAgo(user.lastLoginDaysAgo),
    blockedReason: user.blocked?.reason ?? null,
    blockedBy: user.blocked?.by ?? null,
    blockedAt: user.blocked ? daysAgo(user.blocked.daysAgo) : null,
  };
}

/** Ids of the demo companies and the catalogue's products, by demo key and product code. */
async function idsOf(tx: DbTransaction) {
  const companyIds = new Map(
    (await tx.select({ id: companies.id, name: companies.name }).from(companies)).map(({ id, name }) => [name, id]),
  );
  const productIds = new Map(
    (await tx.select({ id: products.id, code: products.code }).from(products)).map(({ id, code }) => [code, id]),
  );
  return { companyId: (key: DemoCompanyKey) => companyIds.get(demoCompanies[key].name) ?? '', productIds };
}

/** Whether the generated users are in the database. */
export async function hasDemoPopulation(tx: DbTransaction): Promise<boolean> {
  const [first] = demoPopulation;
  return first !== undefined && (await tx.$count(users, eq(users.email, first.email))) > 0;
}

/** The demo companies' associated products; found by code, so a catalogue seeded later gets them too. */
export async function insertDemoCompanyProducts(tx: DbTransaction): Promise<void> {
  const { companyId, productIds } = await idsOf(tx);
  const rows = demoCompanyProducts.flatMap(({ company, product, status }) => {
    const productId = productIds.get(product);
    return productId ? [{ companyId: companyId(company), productId, status }] : [];
  });
  if (rows.length > 0) await tx.insert(companyProducts).values(rows);
}

export async function insertDemoEmailDomains(tx: DbTransaction): Promise<void> {
  const { companyId } = await idsOf(tx);
  await tx.insert(emailDomains).values(
    demoEmailDomains.map(({ company, domain, allowSubDomains = false, is3pDomain = false }) => ({
      companyId: companyId(company),
      domain,
      allowSubDomains,
      is3pDomain,
      createdAt: daysAgo(700),
    })),
  );
}

/** The generated users' product access; found by email, so a catalogue seeded later gets it too. */
export async function insertDemoPopulationAccess(tx: DbTransaction): Promise<void> {
  const { productIds } = await idsOf(tx);
  const userIds = new Map(
    (await tx.select({ id: users.id, email: users.email }).from(users)).map(({ email, id }) => [email, id]),
  );
  const rows = demoPopulation.flatMap((user) => {
    const userId = userIds.get(user.email);
    const status = user.status === 'PENDING' ? ('ACCESS_PENDING' as const) : ('ACCESS_COMPLETE' as const);
    return user.products.flatMap((code) => {
      const productId = productIds.get(code);
      return productId && userId ? [{ userId, productId, status, updatedAt: daysAgo(user.createdDaysAgo) }] : [];
    });
  });
  if (rows.length > 0) await tx.insert(productAccess).values(rows);
}

/**
 * The demo companies' everyday users, with their invitations, product access and sponsorships. `passwordHash` is
 * the demo password's, hashed once for all of them.
 */
export async function insertDemoPopulation(tx: DbTransaction, passwordHash: string): Promise<void> {
  const { companyId } = await idsOf(tx);
  const inserted = await tx
    .insert(users)
    .values(demoPopulation.map((user) => toUserRow(user, companyId(user.company), passwordHash)))
    .returning({ id: users.id, email: users.email });
  const userIds = new Map(inserted.map(({ email, id }) => [email, id]));
  const idOf = (user: PopulationUser) => userIds.get(user.email) ?? '';
  await insertDemoPopulationAccess(tx);

  const sponsorships = demoPopulation.flatMap((user) =>
    user.extraCompanies.map((key) => ({ userId: idOf(user), companyId: companyId(key) })),
  );
  if (sponsorships.length > 0) await tx.insert(userCompanies).values(sponsorships);

  const pending = demoPopulation.filter((user) => user.stage !== null);
  const requests = await tx
    .insert(userRequests)
    .values(
      pending.map((user) => ({
        type: 'CREATE_USER' as const,
        stage: user.stage ?? 'INVITATION_SENT',
        userId: idOf(user),
        companyId: companyId(user.company),
        createdBy: user.createdBy ?? '',
        createdAt: daysAgo(user.createdDaysAgo),
        updatedAt: daysAgo(user.createdDaysAgo),
      })),
    )
    .returning({ id: userRequests.id, userId: userRequests.userId });
  const requestOf = new Map(requests.map(({ id, userId }) => [userId, id]));
  await tx.insert(invitations).values(
    pending
      .filter((user) => user.stage === 'INVITATION_SENT')
      .map((user) => ({
        tokenHash: demoInvitationTokenHash(user.email),
        requestId: requestOf.get(idOf(user)) ?? '',
        createdAt: daysAgo(user.createdDaysAgo),
        expiresAt: daysAgo(user.createdDaysAgo - INVITATION_LIFETIME_DAYS),
      })),
  );
}
