import type {
  AccessReviewDecision,
  AccessReviewUserList,
  AccessReviewUserListQuery,
  AccessReviewUserSortField,
} from '@partner-insights/contracts';
import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Actor, AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { containing } from '../../platform/db/like-pattern';
import { users, USER_SEARCH_TEXT } from '../identity';
import { isOpen, newestAuditOf } from './access-audit-state';
import { accessReviewDecisions } from './access-review.schema';

export type AccessReviewDecisionOutcome =
  { readonly outcome: 'decided' } | { readonly outcome: 'noAudit' | 'closed' | 'noSuchUser' | 'ownAccess' };

export interface AccessReviewUsersService {
  /** A page of every user of the company, with what the admins decided for each in its current audit. */
  page(companyId: string, query: AccessReviewUserListQuery): Promise<AccessReviewUserList | undefined>;
  /** Records the actor's decision to keep or remove one user of the company in its current, open audit. */
  decide(
    companyId: string,
    userId: string,
    decision: AccessReviewDecision,
    actor: Actor,
  ): Promise<AccessReviewDecisionOutcome>;
}

const sortColumns = (field: AccessReviewUserSortField): readonly SQL[] =>
  ({
    name: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
    email: [sql`${users.email}`],
    // Undecided users first: they are what is left to do.
    decision: [sql`coalesce(${accessReviewDecisions.decision}, '')`],
  })[field];

export function createAccessReviewUsersService(db: Db, clock: Clock, audit: AuditTrail): AccessReviewUsersService {
  return {
    async page(companyId, { search, page, pageSize, sortBy, sortOrder }) {
      const [current] = await newestAuditOf(db, companyId);
      if (!current) return undefined;
      const where = and(
        eq(users.companyId, companyId),
        search === '' ? undefined : ilike(USER_SEARCH_TEXT, containing(search)),
      );
      const direction = sortOrder === 'ASC' ? asc : desc;
      const decided = and(eq(accessReviewDecisions.auditId, current.id), eq(accessReviewDecisions.userId, users.id));
      const [rows, total] = await Promise.all([
        db
          .select({
            userId: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            role: users.role,
            status: users.status,
            decision: accessReviewDecisions.decision,
            decidedBy: accessReviewDecisions.decidedBy,
            decidedAt: accessReviewDecisions.decidedAt,
          })
          .from(users)
          .leftJoin(accessReviewDecisions, decided)
          .where(where)
          .orderBy(...sortColumns(sortBy).map((column) => direction(column)), asc(users.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.$count(users, where),
      ]);
      return {
        items: rows.map((row) => ({ ...row, decidedAt: row.decidedAt?.toISOString() ?? null })),
        page,
        pageSize,
        total,
      };
    },

    decide(companyId, userId, decision, actor) {
      return db.transaction(async (tx) => {
        const [current] = await newestAuditOf(tx, companyId).for('update');
        if (!current) return { outcome: 'noAudit' };
        if (!isOpen(current)) return { outcome: 'closed' };
        const [user] = await tx
          .select({ loginId: users.loginId })
          .from(users)
          .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
        if (!user) return { outcome: 'noSuchUser' };
        if (decision === 'REMOVE' && userId === actor.userId) return { outcome: 'ownAccess' };
        const decidedAt = clock();
        await tx
          .insert(accessReviewDecisions)
          .values({ auditId: current.id, userId, decision, decidedBy: actor.loginId, decidedAt })
          .onConflictDoUpdate({
            target: [accessReviewDecisions.auditId, accessReviewDecisions.userId],
            set: { decision, decidedBy: actor.loginId, decidedAt },
          });
        await audit.record(tx, actor, {
          event: 'ACCESS_REVIEW_DECIDED',
          entityId: userId,
          details: { user: user.loginId, decision, dueDate: current.dueDate },
          companyId,
        });
        return { outcome: 'decided' };
      });
    },
  };
}
