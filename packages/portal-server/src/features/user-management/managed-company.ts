import { eq } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../platform/db/database';
import { companies, type Company } from '../identity';

/** The company whose users are managed; the guard has let the caller act on it already. */
export async function managedCompany(db: Db | DbTransaction, companyId: string): Promise<Company> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  // The guard admits only companies the caller belongs to or chose as context: such a company exists.
  if (!company) throw new Error(`No company ${companyId}`);
  return company;
}
