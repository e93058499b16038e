import type { AccessAuditState } from '@partner-insights/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../platform/db/database';
import { accessAudits } from './access-review.schema';

export type AccessAuditRow = typeof accessAudits.$inferSelect;

/** The company's current audit: its newest. */
export const newestAuditOf = (db: Db | DbTransaction, companyId: string) =>
  db
    .select()
    .from(accessAudits)
    .where(eq(accessAudits.companyId, companyId))
    .orderBy(desc(accessAudits.createdAt), desc(accessAudits.id))
    .limit(1);

export const auditStateOf = (audit: AccessAuditRow | undefined): AccessAuditState => ({
  audit: audit
    ? {
        dueDate: audit.dueDate,
        completedAt: audit.completedAt?.toISOString() ?? null,
        completedBy: audit.completedBy,
        blockedAt: audit.blockedAt?.toISOString() ?? null,
      }
    : null,
});

/** Whether decisions and the completion are still taken: neither completed nor past its deadline. */
export const isOpen = (audit: AccessAuditRow): boolean => audit.completedAt === null && audit.blockedAt === null;
