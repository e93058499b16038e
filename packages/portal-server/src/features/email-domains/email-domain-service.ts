import type {
  EmailDomainChange,
  EmailDomainCheck,
  EmailDomainList,
  EmailDomainListQuery,
  EmailDomainRow,
  NewEmailDomain,
} from '@partner-insights/contracts';
import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Actor, AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db, DbTransaction } from '../../platform/db/database';
import { containing } from '../../platform/db/like-pattern';
import { users } from '../identity';
import { readableDomain } from '../../platform/readable-domain';
import { namingProblem, storedDomainName } from './domain-names';
import { emailDomains } from './email-domains.schema';

export type EmailDomainAddOutcome =
  | { readonly outcome: 'added'; readonly domain: EmailDomainRow }
  | { readonly outcome: 'refused'; readonly check: EmailDomainCheck };

export type EmailDomainChangeOutcome =
  | { readonly outcome: 'changed'; readonly domain: EmailDomainRow }
  | { readonly outcome: 'notFound' }
  | { readonly outcome: 'refused'; readonly check: EmailDomainCheck };

export interface EmailDomainService {
  /** One page of the company's authorised domains, each with how many of its users have an address there. */
  list(companyId: string, query: EmailDomainListQuery): Promise<EmailDomainList>;
  /** Whether the company may authorise the domain, and its stored and readable names. */
  check(companyId: string, domain: NewEmailDomain): Promise<EmailDomainCheck>;
  add(companyId: string, domain: NewEmailDomain, actor: Actor): Promise<EmailDomainAddOutcome>;
  change(companyId: string, id: string, change: EmailDomainChange, actor: Actor): Promise<EmailDomainChangeOutcome>;
  /** Removes the domain by its stored or readable name; false when the company has no such domain. */
  remove(companyId: string, domainName: string, actor: Actor): Promise<boolean>;
}

/** How many users of the row's company have an address at its domain (or, when allowed, a sub-domain of it). */
const userCountOf = sql<number>`(
  select count(*)::int from ${users}
  where ${users.companyId} = ${emailDomains.companyId}
    and (lower(split_part(${users.email}, '@', 2)) = ${emailDomains.domain}
      or (${emailDomains.allowSubDomains}
        and lower(split_part(${users.email}, '@', 2)) like '%.' || ${emailDomains.domain}))
)`;

const rowColumns = {
  id: emailDomains.id,
  domain: emailDomains.domain,
  allowSubDomains: emailDomains.allowSubDomains,
  is3pDomain: emailDomains.is3pDomain,
  createdAt: emailDomains.createdAt,
  userCount: userCountOf,
};

type Row = {
  id: string;
  domain: string;
  allowSubDomains: boolean;
  is3pDomain: boolean;
  createdAt: Date;
  userCount: number;
};

const toRow = (row: Row): EmailDomainRow => ({
  id: row.id,
  domainName: row.domain,
  domain: readableDomain(row.domain),
  allowSubDomains: row.allowSubDomains,
  is3pDomain: row.is3pDomain,
  uiCreatedOnDate: row.createdAt.toISOString(),
  userCount: Number(row.userCount),
});

async function checkIn(
  db: Db | DbTransaction,
  companyId: string,
  { domainName, is3pDomain }: Pick<NewEmailDomain, 'domainName' | 'is3pDomain'>,
  { excludingId }: { excludingId?: string } = {},
): Promise<EmailDomainCheck> {
  const stored = storedDomainName(domainName);
  const named = { domainName: stored, domain: stored === '' ? domainName : readableDomain(stored) };
  const problem = namingProblem(stored);
  if (problem) return { ...named, problem };
  const holders = await db
    .select({ companyId: emailDomains.companyId, is3pDomain: emailDomains.is3pDomain })
    .from(emailDomains)
    .where(and(eq(emailDomains.domain, stored), excludingId ? ne(emailDomains.id, excludingId) : undefined));
  if (holders.some((holder) => holder.companyId === companyId)) return { ...named, problem: 'duplicate' };
  // One company owns a domain; the others that authorise it mark it as a third-party agency's domain (3P).
  if (!is3pDomain && holders.some((holder) => !holder.is3pDomain)) return { ...named, problem: 'otherCompany' };
  return named;
}

export function createEmailDomainService(db: Db, clock: Clock, audit: AuditTrail): EmailDomainService {
  const rowOf = async (tx: DbTransaction, id: string) => {
    const [row] = await tx.select(rowColumns).from(emailDomains).where(eq(emailDomains.id, id));
    if (!row) throw new Error(`No email domain ${id}`);
    return toRow(row);
  };

  return {
    async list(companyId, { search, page, pageSize, sortBy, sortOrder }) {
      // Stored names are punycode: a search typed in Unicode is looked for as punycode too.
      const typed = storedDomainName(search);
      const where = and(
        eq(emailDomains.companyId, companyId),
        search === ''
          ? undefined
          : or(ilike(emailDomains.domain, containing(search)), ilike(emailDomains.domain, containing(typed || search))),
      );
      const direction = sortOrder === 'ASC' ? asc : desc;
      const order = { domain: direction(emailDomains.domain), createdOn: direction(emailDomains.createdAt) }[sortBy];
      const [rows, [counted]] = await Promise.all([
        db
          .select(rowColumns)
          .from(emailDomains)
          .where(where)
          .orderBy(order, asc(emailDomains.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(emailDomains).where(where),
      ]);
      return { items: rows.map(toRow), page, pageSize, total: counted?.total ?? 0 };
    },

    check: (companyId, domain) => checkIn(db, companyId, domain),

    add(companyId, domain, actor) {
      return db.transaction(async (tx): Promise<EmailDomainAddOutcome> => {
        // One company at a time decides a name: two admins adding it at once would both pass the check.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext('email-domain'), hashtext(${storedDomainName(domain.domainName)}))`,
        );
        const check = await checkIn(tx, companyId, domain);
        if (check.problem) return { outcome: 'refused', check };
        const [added] = await tx
          .insert(emailDomains)
          .values({
            companyId,
            domain: check.domainName,
            allowSubDomains: domain.allowSubDomains,
            is3pDomain: domain.is3pDomain,
            createdAt: clock(),
            createdBy: actor.loginId,
          })
          .returning({ id: emailDomains.id });
        if (!added) throw new Error('The domain was not added');
        await audit.record(tx, actor, {
          event: 'EMAIL_DOMAIN_ADDED',
          entityId: check.domainName,
          details: { domain: check.domainName, allowSubDomains: domain.allowSubDomains, is3pDomain: domain.is3pDomain },
          companyId,
        });
        return { outcome: 'added', domain: await rowOf(tx, added.id) };
      });
    },

    change(companyId, id, change, actor) {
      return db.transaction(async (tx): Promise<EmailDomainChangeOutcome> => {
        const [current] = await tx
          .select()
          .from(emailDomains)
          .where(and(eq(emailDomains.id, id), eq(emailDomains.companyId, companyId)))
          .for('update');
        if (!current) return { outcome: 'notFound' };
        // Unmarking a shared agency domain would make it two companies' own.
        if (current.is3pDomain && !change.is3pDomain) {
          const check = await checkIn(
            tx,
            companyId,
            { domainName: current.domain, is3pDomain: false },
            { excludingId: id },
          );
          if (check.problem) return { outcome: 'refused', check };
        }
        await tx.update(emailDomains).set(change).where(eq(emailDomains.id, id));
        await audit.record(tx, actor, {
          event: 'EMAIL_DOMAIN_CHANGED',
          entityId: current.domain,
          details: { domain: current.domain, ...change },
          companyId,
        });
        return { outcome: 'changed', domain: await rowOf(tx, id) };
      });
    },

    remove(companyId, domainName, actor) {
      return db.transaction(async (tx) => {
        const stored = storedDomainName(domainName);
        const [removed] = await tx
          .delete(emailDomains)
          .where(and(eq(emailDomains.companyId, companyId), eq(emailDomains.domain, stored)))
          .returning({ domain: emailDomains.domain });
        if (!removed) return false;
        await audit.record(tx, actor, {
          event: 'EMAIL_DOMAIN_DELETED',
          entityId: removed.domain,
          details: { domain: removed.domain },
          companyId,
        });
        return true;
      });
    },
  };
}
