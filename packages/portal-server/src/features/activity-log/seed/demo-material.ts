import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbTransaction } from '../../../platform/db/database';
import { companies, emailDomains, productAccess, products, userRequests, users } from '../../../platform/db/schema';
import { partnerAssociationProducts, partnerAssociations } from '../../partner-associations';
import type { CompanyMaterial, DemoSubject } from './demo-activities';

/** A seeded user of a demo company, as the history needs them. */
export interface SeededUser extends DemoSubject {
  readonly id: string;
  readonly companyId: string;
  readonly status: string;
  readonly blockedReason: string | null;
  readonly blockedBy: string | null;
  readonly blockedAt: Date | null;
}

const groupBy = <T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
};

/** The seeded users of the companies, with the codes of the products each has. */
async function usersOf(tx: DbTransaction, companyIds: readonly string[]): Promise<SeededUser[]> {
  const rows = await tx
    .select({
      id: users.id,
      loginId: users.loginId,
      role: users.role,
      companyId: users.companyId,
      status: users.status,
      blockedReason: users.blockedReason,
      blockedBy: users.blockedBy,
      blockedAt: users.blockedAt,
    })
    .from(users)
    .where(inArray(users.companyId, [...companyIds]))
    .orderBy(asc(users.loginId));
  const access = await tx
    .select({ userId: productAccess.userId, code: products.code })
    .from(productAccess)
    .innerJoin(products, eq(products.id, productAccess.productId))
    .innerJoin(users, eq(users.id, productAccess.userId))
    .where(inArray(users.companyId, [...companyIds]))
    .orderBy(asc(products.code));
  const codesOf = groupBy(access, ({ userId }) => userId);
  return rows.map((row) => ({
    ...row,
    companyId: row.companyId ?? '',
    products: (codesOf.get(row.id) ?? []).map(({ code }) => code),
  }));
}

/** Each company's seeded users, pending invitations, authorised domains and partner agencies, by company id. */
export async function materialOf(
  tx: DbTransaction,
  companyIds: readonly string[],
): Promise<{ readonly users: readonly SeededUser[]; readonly material: Map<string, CompanyMaterial> }> {
  const seeded = await usersOf(tx, companyIds);
  const requests = await tx
    .select({ taskId: userRequests.id, userId: userRequests.userId })
    .from(userRequests)
    .where(and(inArray(userRequests.companyId, [...companyIds]), eq(userRequests.stage, 'INVITATION_SENT')));
  const taskOf = new Map(requests.map(({ userId, taskId }) => [userId, taskId]));
  const domains = await tx
    .select({
      companyId: emailDomains.companyId,
      domain: emailDomains.domain,
      allowSubDomains: emailDomains.allowSubDomains,
      is3pDomain: emailDomains.is3pDomain,
    })
    .from(emailDomains)
    .where(inArray(emailDomains.companyId, [...companyIds]))
    .orderBy(asc(emailDomains.domain));
  const partnerApps = await tx
    .select({
      companyId: partnerAssociations.companyId,
      name: companies.name,
      businessCode: companies.businessCode,
      code: products.code,
    })
    .from(partnerAssociations)
    .innerJoin(companies, eq(companies.id, partnerAssociations.partnerCompanyId))
    .innerJoin(partnerAssociationProducts, eq(partnerAssociationProducts.associationId, partnerAssociations.id))
    .innerJoin(products, eq(products.id, partnerAssociationProducts.productId))
    .where(inArray(partnerAssociations.companyId, [...companyIds]))
    .orderBy(asc(companies.name), asc(products.code));

  const material = new Map<string, CompanyMaterial>();
  for (const companyId of companyIds) {
    const own = seeded.filter((user) => user.companyId === companyId);
    const partners = groupBy(
      partnerApps.filter((row) => row.companyId === companyId),
      ({ businessCode }) => businessCode,
    );
    material.set(companyId, {
      users: own.filter(({ status, role }) => status === 'ACTIVE' && role !== 'SUPPLIER_ADMIN'),
      invitees: own.flatMap((user) => {
        const taskId = taskOf.get(user.id);
        return taskId === undefined ? [] : [{ ...user, taskId }];
      }),
      domains: domains.filter((domain) => domain.companyId === companyId),
      partners: [...partners].map(([businessCode, apps]) => ({
        businessCode,
        name: apps[0]?.name ?? '',
        apps: apps.map(({ code }) => code),
      })),
    });
  }
  return { users: seeded, material };
}
