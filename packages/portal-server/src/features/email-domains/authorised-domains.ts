import { and, eq, inArray, or } from 'drizzle-orm';
import { domainToASCII } from 'node:url';
import type { Db, DbTransaction } from '../../platform/db/database';
import { emailDomains } from './email-domains.schema';

/** Whether an email address may belong to a user of the company. */
export type AuthorisedEmail = (email: string) => boolean;

/**
 * The company's authorised email domains, as a test of addresses: the domain itself, and its sub-domains where
 * the company allows them (`allowSubDomains`). Read once, so checking a list of addresses costs one query.
 */
export async function authorisedEmailOf(db: Db | DbTransaction, companyId: string): Promise<AuthorisedEmail> {
  const domains = await db
    .select({ domain: emailDomains.domain, allowSubDomains: emailDomains.allowSubDomains })
    .from(emailDomains)
    .where(eq(emailDomains.companyId, companyId));
  return (email) => {
    // Stored domains are punycode: an address typed with a Unicode domain is compared as punycode.
    const domain =
      domainToASCII(email.slice(email.lastIndexOf('@') + 1)) || email.slice(email.lastIndexOf('@') + 1).toLowerCase();
    return domains.some(
      (authorised) =>
        domain === authorised.domain || (authorised.allowSubDomains && domain.endsWith(`.${authorised.domain}`)),
    );
  };
}

/** The companies that authorised the address's domain (or a parent of it, allowing sub-domains). */
export async function companiesAuthorisingEmail(db: Db, email: string): Promise<string[]> {
  const domain = domainToASCII(email.slice(email.lastIndexOf('@') + 1));
  if (!domain) return [];
  const parents = domain
    .split('.')
    .map((_, index, labels) => labels.slice(index).join('.'))
    .slice(1);
  const rows = await db
    .select({ companyId: emailDomains.companyId })
    .from(emailDomains)
    .where(
      or(
        eq(emailDomains.domain, domain),
        and(
          inArray(emailDomains.domain, parents.length > 0 ? parents : [domain]),
          eq(emailDomains.allowSubDomains, true),
        ),
      ),
    );
  return [...new Set(rows.map(({ companyId }) => companyId))];
}
