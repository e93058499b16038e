import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { companies } from '../db/schema';

/** The id of a seeded company, by its name. */
export async function companyIdNamed(db: Db, name: string): Promise<string> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  if (!company) throw new Error(`No company ${name}`);
  return company.id;
}
