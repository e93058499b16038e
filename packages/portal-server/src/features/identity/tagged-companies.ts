import { eq } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../platform/db/database';
import { userCompanies } from './identity.schema';

/** The companies tagged to a user besides the home company: a sponsored supplier's, a company-switch user's. */
export async function taggedCompanyIdsOf(db: Db | DbTransaction, userId: string): Promise<string[]> {
  const rows = await db
    .select({ companyId: userCompanies.companyId })
    .from(userCompanies)
    .where(eq(userCompanies.userId, userId));
  return rows.map(({ companyId }) => companyId);
}
