import { NewPasswordSchema } from '@partner-insights/contracts';
import { asc, eq, or } from 'drizzle-orm';
import * as v from 'valibot';
import type { Clock } from '../../platform/clock';
import { createAuditTrail } from '../../platform/audit/audit-trail';
import type { Db } from '../../platform/db/database';
import { companies, users } from './identity.schema';
import { hashPassword } from './password';
import { RETAILER_COMPANY } from './retailer-company';

const NewSuperAdminSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('The email is not an email address.')),
  firstName: v.pipe(v.string(), v.trim(), v.nonEmpty('The first name is missing.'), v.maxLength(100)),
  lastName: v.pipe(v.string(), v.trim(), v.nonEmpty('The last name is missing.'), v.maxLength(100)),
  password: NewPasswordSchema,
});

export type NewSuperAdmin = v.InferInput<typeof NewSuperAdminSchema>;

/** Why the super admin was not created, in words for whoever ran the command. */
export class SuperAdminRefusedError extends Error {
  override readonly name = 'SuperAdminRefusedError';
}

export interface CreatedSuperAdmin {
  readonly email: string;
  readonly loginId: string;
  readonly companyName: string;
  /** Whether the retailer's company was created for it, the database having none yet. */
  readonly companyCreated: boolean;
}

/**
 * Creates a super admin of the retailer's company (creating that company in a database without one), signing
 * in with its email and password, and records it in the activity log. Refuses an email or login already taken.
 */
export async function createSuperAdmin(db: Db, clock: Clock, input: NewSuperAdmin): Promise<CreatedSuperAdmin> {
  const parsed = v.safeParse(NewSuperAdminSchema, input);
  if (!parsed.success) throw new SuperAdminRefusedError(parsed.issues.map(({ message }) => message).join(' '));
  const { email, firstName, lastName, password } = parsed.output;
  const passwordHash = await hashPassword(password);

  return db.transaction(async (tx) => {
    const taken = await tx.$count(users, or(eq(users.email, email), eq(users.loginId, email)));
    if (taken > 0) throw new SuperAdminRefusedError(`An account with the email ${email} already exists.`);

    const [existingCompany] = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.tenantType, 'INTERNAL'))
      .orderBy(asc(companies.createdAt))
      .limit(1);
    const company =
      existingCompany ??
      (
        await tx
          .insert(companies)
          .values({ ...RETAILER_COMPANY, adminEmail: email })
          .returning({ id: companies.id, name: companies.name })
      )[0];
    if (!company) throw new Error('The retailer’s company was not stored');

    const [user] = await tx
      .insert(users)
      .values({
        email,
        loginId: email,
        firstName,
        lastName,
        phone: null,
        userType: 'INTERNAL',
        role: 'SUPER_ADMIN',
        companyId: company.id,
        passwordHash,
      })
      .returning({ id: users.id, loginId: users.loginId });
    if (!user) throw new Error('The super admin was not stored');

    // Nobody is signed in behind a command: the entry is the new account's own.
    await createAuditTrail(clock).record(
      tx,
      { userId: user.id, loginId: user.loginId, companyId: company.id, actingSuperAdmin: null, address: null },
      {
        event: 'SUPER_ADMIN_CREATED',
        entityId: user.id,
        details: { email },
      },
    );
    return { email, loginId: user.loginId, companyName: company.name, companyCreated: existingCompany === undefined };
  });
}
