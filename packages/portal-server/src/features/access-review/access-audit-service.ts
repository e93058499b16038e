import type { AccessAuditState } from '@partner-insights/contracts';
import { and, count, eq, notExists, sql } from 'drizzle-orm';
import type { Actor, AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { users } from '../identity';
import { auditStateOf, newestAuditOf } from './access-audit-state';
import { accessAudits, accessReviewDecisions } from './access-review.schema';
import { blockUsers } from './block-users';

export type AccessAuditCompletionOutcome =
  | { readonly outcome: 'completed'; readonly state: AccessAuditState }
  | { readonly outcome: 'noAudit' }
  | { readonly outcome: 'alreadyCompleted' };

export interface AccessAuditService {
  /** The company's current audit: its newest. */
  current(companyId: string): Promise<AccessAuditState>;
  /**
   * Completes the company's current audit with the three confirmations, which the route has checked: users no one
   * decided on are recorded as kept by the completing admin, and those decided to be removed are blocked.
   */
  complete(companyId: string, actor: Actor): Promise<AccessAuditCompletionOutcome>;
}

export function createAccessAuditService(db: Db, clock: Clock, audit: AuditTrail): AccessAuditService {
  return {
    async current(companyId) {
      const [newest] = await newestAuditOf(db, companyId);
      return auditStateOf(newest);
    },

    async complete(companyId, actor) {
      return db.transaction(async (tx) => {
        const [current] = await newestAuditOf(tx, companyId).for('update');
        if (!current) return { outcome: 'noAudit' };
        if (current.completedAt || current.blockedAt) return { outcome: 'alreadyCompleted' };
        const now = clock();
        const undecided = tx
          .select({
            auditId: sql`${current.id}::uuid`.as('audit_id'),
            userId: users.id,
            decision: sql`'KEEP'`.as('decision'),
            decidedBy: sql`${actor.loginId}`.as('decided_by'),
            decidedAt: sql`${now.toISOString()}::timestamptz`.as('decided_at'),
          })
          .from(users)
          .where(
            and(
              eq(users.companyId, companyId),
              notExists(
                tx
                  .select({ userId: accessReviewDecisions.userId })
                  .from(accessReviewDecisions)
                  .where(
                    and(eq(accessReviewDecisions.auditId, current.id), eq(accessReviewDecisions.userId, users.id)),
                  ),
              ),
            ),
          );
        await tx.insert(accessReviewDecisions).select(undecided);
        const removedIds = tx
          .select({ userId: accessReviewDecisions.userId })
          .from(accessReviewDecisions)
          .where(and(eq(accessReviewDecisions.auditId, current.id), eq(accessReviewDecisions.decision, 'REMOVE')));
        const blocked = await blockUsers(tx, sql`${users.id} in ${removedIds}`, {
          reason: 'Removed in the user access review',
          blockedBy: actor.loginId,
          at: now,
        });
        const [completed] = await tx
          .update(accessAudits)
          .set({
            reviewedUsers: true,
            madeChanges: true,
            acknowledged: true,
            completedAt: now,
            completedBy: actor.loginId,
          })
          .where(eq(accessAudits.id, current.id))
          .returning();
        const tally = await tx
          .select({ decision: accessReviewDecisions.decision, total: count() })
          .from(accessReviewDecisions)
          .where(eq(accessReviewDecisions.auditId, current.id))
          .groupBy(accessReviewDecisions.decision);
        const totalOf = (decision: string) => tally.find((row) => row.decision === decision)?.total ?? 0;
        await audit.record(tx, actor, {
          event: 'ACCESS_AUDIT_COMPLETED',
          entityId: current.id,
          details: {
            dueDate: current.dueDate,
            kept: totalOf('KEEP'),
            removed: totalOf('REMOVE'),
            blocked: blocked.join(', '),
          },
          companyId,
        });
        return { outcome: 'completed', state: auditStateOf(completed) };
      });
    },
  };
}
