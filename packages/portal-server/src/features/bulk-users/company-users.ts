import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../platform/db/database';
import { users } from '../identity';
import { productAccess, products } from '../launch-list';
import type { CompanyUser } from './bulk-plan';

/** Emails looked up per query: far below the bind parameter limit of both databases. */
const LOOKUP_CHUNK = 1000;

export interface FoundUser extends CompanyUser {
  readonly id: string;
  readonly loginId: string;
  readonly email: string;
  readonly companyId: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** The users with these emails, in any company, with the codes of the products they hold. */
export async function usersByEmail(db: Db | DbTransaction, emails: readonly string[]): Promise<Map<string, FoundUser>> {
  const found = new Map<string, FoundUser>();
  for (let at = 0; at < emails.length; at += LOOKUP_CHUNK) {
    const chunk = emails.slice(at, at + LOOKUP_CHUNK);
    const rows = await db
      .select({
        id: users.id,
        loginId: users.loginId,
        email: users.email,
        companyId: users.companyId,
        role: users.role,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(inArray(users.email, chunk));
    const access = rows.length
      ? await db
          .select({ userId: productAccess.userId, code: products.code })
          .from(productAccess)
          .innerJoin(products, eq(products.id, productAccess.productId))
          .where(
            inArray(
              productAccess.userId,
              rows.map(({ id }) => id),
            ),
          )
      : [];
    const codesOf = new Map<string, string[]>();
    for (const { userId, code } of access) codesOf.set(userId, [...(codesOf.get(userId) ?? []), code]);
    for (const row of rows) {
      const codes = codesOf.get(row.id) ?? [];
      found.set(row.email, { ...row, companyId: row.companyId ?? '', products: codes });
    }
  }
  return found;
}

/** The company's users for the bulk edit template, by email, with the codes of their products. */
export async function* companyUsersForEdit(db: Db, companyId: string): AsyncGenerator<FoundUser> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.userType, 'EXTERNAL')))
    .orderBy(asc(users.email));
  for (let at = 0; at < rows.length; at += LOOKUP_CHUNK) {
    const found = await usersByEmail(
      db,
      rows.slice(at, at + LOOKUP_CHUNK).map(({ email }) => email),
    );
    for (const row of rows.slice(at, at + LOOKUP_CHUNK)) {
      const user = found.get(row.email);
      if (user) yield user;
    }
  }
}
