import { and, eq, ne } from 'drizzle-orm';
import type { AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db, DbTransaction } from '../../platform/db/database';
import type { Outbox } from '../../platform/mail';
import { isViewOnly } from '../../platform/policy/company-access';
import { actorOf } from './actor';
import { companyContextMail } from './company-context-mail';
import { companies, sessions, users, type User } from './identity.schema';
import { taggedCompanyIdsOf } from './tagged-companies';

/** The session a context is chosen in, and who chooses it from where. */
export interface ContextRequest {
  readonly user: User;
  readonly sessionId: string;
  /** The client address the audit entry records. */
  readonly address: string | null;
}

export interface CompanyContextService {
  /**
   * Records that the super admin or spectator acts for the company from now on in this session, and why.
   * Answers false, changing nothing, when there is no active company with that id.
   */
  set(request: ContextRequest, companyId: string, reason: string): Promise<boolean>;
  /** Ends the session's context, if it has one. */
  reset(request: ContextRequest): Promise<void>;
  /**
   * Records that a company-switch or multi-company user works for one of their companies (the home one or a
   * tagged one) from now on in this session. Answers false, changing nothing, for any other company.
   */
  switchTo(request: ContextRequest, companyId: string): Promise<boolean>;
}

const NO_CONTEXT = { actingCompanyId: null, contextReason: null, contextSince: null } as const;

export interface CompanyContextMailing {
  readonly outbox: Outbox;
  /** Whether a company's admins are mailed when a super admin starts acting for it. */
  readonly mailAdmins: boolean;
}

/**
 * Each change of context is written with its audit entry, naming the user and the company, in one transaction;
 * with `mailAdmins`, so is the mail telling the company's active admins that a super admin acts for it.
 */
export function createCompanyContextService(
  db: Db,
  clock: Clock,
  audit: AuditTrail,
  { outbox, mailAdmins }: CompanyContextMailing,
): CompanyContextService {
  const activeCompany = async (tx: DbTransaction, companyId: string) => {
    const [company] = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(and(eq(companies.id, companyId), eq(companies.status, 'ACTIVE')));
    return company;
  };

  const mailAdminsOf = async (tx: DbTransaction, company: { id: string; name: string }, user: User, reason: string) => {
    const admins = await tx
      .select({ email: users.email, firstName: users.firstName, languageCode: users.languageCode })
      .from(users)
      .where(
        and(
          eq(users.companyId, company.id),
          eq(users.role, 'SUPPLIER_ADMIN'),
          eq(users.status, 'ACTIVE'),
          ne(users.id, user.id),
        ),
      );
    const superAdmin = `${user.firstName} ${user.lastName} (${user.loginId})`;
    for (const admin of admins) {
      await outbox.enqueue(tx, {
        to: { address: admin.email, locale: admin.languageCode },
        template: companyContextMail,
        params: { firstName: admin.firstName, companyName: company.name, superAdmin, reason },
      });
    }
  };

  const choose = async (tx: DbTransaction, sessionId: string, companyId: string, reason: string | null) => {
    await tx
      .update(sessions)
      .set({ actingCompanyId: companyId, contextReason: reason, contextSince: clock() })
      .where(eq(sessions.id, sessionId));
  };

  return {
    set: ({ user, sessionId, address }, companyId, reason) =>
      db.transaction(async (tx) => {
        const company = await activeCompany(tx, companyId);
        if (!company) return false;
        await choose(tx, sessionId, company.id, reason);
        await audit.record(tx, actorOf(user, address, company.id), {
          event: 'COMPANY_CONTEXT_SET',
          entityId: company.id,
          details: { companyName: company.name, reason },
        });
        // Spectators only look: the admins hear of those who may change their company.
        if (mailAdmins && !isViewOnly(user.role)) await mailAdminsOf(tx, company, user, reason);
        return true;
      }),

    reset: ({ user, sessionId, address }) =>
      db.transaction(async (tx) => {
        const [left] = await tx
          .select({ id: companies.id, name: companies.name })
          .from(sessions)
          .innerJoin(companies, eq(companies.id, sessions.actingCompanyId))
          .where(eq(sessions.id, sessionId))
          .for('update', { of: sessions });
        if (!left) return;
        await tx.update(sessions).set(NO_CONTEXT).where(eq(sessions.id, sessionId));
        await audit.record(tx, actorOf(user, address, left.id), {
          event: 'COMPANY_CONTEXT_RESET',
          entityId: left.id,
          details: { companyName: left.name },
        });
      }),

    switchTo: ({ user, sessionId, address }, companyId) =>
      db.transaction(async (tx) => {
        const own = companyId === user.companyId || (await taggedCompanyIdsOf(tx, user.id)).includes(companyId);
        const company = own ? await activeCompany(tx, companyId) : undefined;
        if (!company) return false;
        await choose(tx, sessionId, company.id, null);
        await audit.record(tx, actorOf(user, address, company.id), {
          event: 'COMPANY_CONTEXT_SWITCHED',
          entityId: company.id,
          details: { companyName: company.name },
        });
        return true;
      }),
  };
}
