import { inArray } from 'drizzle-orm';
import type { DbTransaction } from '../../../platform/db/database';
import { demoCompanies, type DemoCompanyKey } from '../../../platform/db/seed/demo-data';
import { hasDemoAccounts } from '../../../platform/db/seed/seed-demo-data';
import type { SeedPart } from '../../../platform/db/seed/seed-part';
import { companies } from '../../identity';
import { products, type ProductCode } from '../../launch-list';
import { partnerAssociationProducts, partnerAssociations } from '../partner-associations.schema';

/**
 * Brightside Agency works for Acme Foods and Golden Prairie Mills; Maple Goods has no agency yet (an admin there
 * can associate one).
 */
export const demoPartnerAssociations: readonly {
  readonly company: DemoCompanyKey;
  readonly partner: DemoCompanyKey;
  readonly apps: readonly ProductCode[];
}[] = [
  { company: 'acmeFoods', partner: 'brightsideAgency', apps: ['SHOPPER_BEHAVIOR', 'CUSTOMER_PERCEPTION'] },
  { company: 'goldenPrairieMills', partner: 'brightsideAgency', apps: ['SHOPPER_BEHAVIOR'] },
];

async function insertDemoPartnerAssociations(tx: DbTransaction): Promise<void> {
  const names = [...new Set(demoPartnerAssociations.flatMap(({ company, partner }) => [company, partner]))];
  const companyRows = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      inArray(
        companies.name,
        names.map((key) => demoCompanies[key].name),
      ),
    );
  const companyId = new Map(companyRows.map(({ id, name }) => [name, id]));
  const productId = new Map(
    (await tx.select({ id: products.id, code: products.code }).from(products)).map(({ id, code }) => [code, id]),
  );
  for (const { company, partner, apps } of demoPartnerAssociations) {
    const [association] = await tx
      .insert(partnerAssociations)
      .values({
        companyId: companyId.get(demoCompanies[company].name) ?? '',
        partnerCompanyId: companyId.get(demoCompanies[partner].name) ?? '',
      })
      .returning({ id: partnerAssociations.id });
    if (!association) throw new Error('The demo partner association was not stored');
    await tx
      .insert(partnerAssociationProducts)
      .values(
        apps
          .flatMap((code) => productId.get(code) ?? [])
          .map((id) => ({ associationId: association.id, productId: id })),
      );
  }
}

/** The demo partner associations, for a database with the demo accounts and none of its own. */
export const partnerAssociationDemoParts: readonly SeedPart[] = [
  {
    applies: async (tx) => (await hasDemoAccounts(tx)) && (await tx.$count(partnerAssociations)) === 0,
    insert: insertDemoPartnerAssociations,
  },
];
