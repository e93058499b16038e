import { asc, eq } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../platform/db/database';
import { companies } from '../identity/identity.schema';
import { products } from '../launch-list/launch-list.schema';
import { partnerAssociationProducts, partnerAssociations } from './partner-associations.schema';

/**
 * The product codes a user reaches through their agency's associations, or null when the user's company is no
 * third-party agency (their own product access applies). An agency holds no data of its own: its users see a
 * company's apps only while an association gives the agency those apps.
 */
export async function partnerAppCodesOf(db: Db | DbTransaction, companyId: string | null): Promise<string[] | null> {
  if (!companyId) return null;
  const [company] = await db
    .select({ companyType: companies.companyType })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (company?.companyType !== 'THIRD_PARTY_AGENCY') return null;
  const rows = await db
    .selectDistinct({ code: products.code })
    .from(partnerAssociations)
    .innerJoin(partnerAssociationProducts, eq(partnerAssociationProducts.associationId, partnerAssociations.id))
    .innerJoin(products, eq(products.id, partnerAssociationProducts.productId))
    .where(eq(partnerAssociations.partnerCompanyId, companyId))
    .orderBy(asc(products.code));
  return rows.map(({ code }) => code);
}
