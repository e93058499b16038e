import type { CompanyAdmins } from '@partner-insights/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { users } from '../identity';

export interface CompanyAdminsService {
  /** The company's active administrators by name, for its users to write to; empty when it has none. */
  adminsOf(companyId: string): Promise<CompanyAdmins>;
}

export function createCompanyAdminsService(db: Db): CompanyAdminsService {
  return {
    async adminsOf(companyId) {
      const rows = await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.role, 'SUPPLIER_ADMIN'), eq(users.status, 'ACTIVE')))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
      return { items: rows.map(({ firstName, lastName, email }) => ({ name: `${firstName} ${lastName}`, email })) };
    },
  };
}
