import type { AccessAuditState } from '@partner-insights/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Actor, AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db, DbTransaction } from '../../platform/db/database';
import { accessAudits } from './access-review.schema';

export type AccessAuditCompletionOutcome =
  | { readonly outcome: 'completed'; readonly state: AccessAuditState }
  | { readonly outcome: 'noAudit' }
  | { readonly outcome: 'alreadyCompleted' };

export interface AccessAuditService {
  /** The company's current audit: its newest. */
  current(companyId: string): Promise<AccessAuditState>;
  /** Completes the company's current audit with the three confirmations, which the route has checked. */
  complete(companyId: string, actor: Actor): Promise<AccessAuditCompletionOutcome>;
}

const newestOf = (db: Db | DbTransaction, companyId: string) =>
  db
    .select()
    .from(accessAudits)
    .where(eq(accessAudits.companyId, companyId))
    .orderBy(desc(accessAudits.createdAt), desc(accessAudits.id))
    .limit(1);

const stateOf = (audit: typeof accessAudits.$inferSelect | undefined): AccessAuditState => ({
  audit: audit
    ? { dueDate: audit.dueDate, completedAt: audit.completedAt?.toISOString() ?? null, completedBy: audit.completedBy }
    : null,
});

export function createAccessAuditService(db: Db, clock: Clock, audit: AuditTrail): AccessAuditService {
  return {
    async current(companyId) {
      const [newest] = await newestOf(db, companyId);
      return stateOf(newest);
    },

    async complete(companyId, actor) {
      return db.transaction(async (tx) => {
        const [current] = await newestOf(tx, companyId).for('update');
        if (!current) return { outcome: 'noAudit' };
        if (current.completedAt) return { outcome: 'alreadyCompleted' };
        const [completed] = await tx
          .update(accessAudits)
          .set({
            reviewedUsers: true,
            madeChanges: true,
            acknowledged: true,
            completedAt: clock(),
            completedBy: actor.loginId,
          })
          .where(eq(accessAudits.id, current.id))
          .returning();
        await audit.record(tx, actor, {
          event: 'ACCESS_AUDIT_COMPLETED',
          entityId: current.id,
          description: `Completed the user access audit due ${current.dueDate}`,
          details: { dueDate: current.dueDate },
          companyId,
        });
        return { outcome: 'completed', state: stateOf(completed) };
      });
    },
  };
}
