import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db, DbTransaction } from '../../platform/db/database';
import { createJobQueue, type JobHandler, type JobHandlers } from '../../platform/jobs';
import { createOutbox } from '../../platform/mail';
import {
  createInvitations,
  createNewUsersService,
  createUserChangesService,
  type ChangeResult,
  type NewUsersService,
  type UserChangesService,
} from '../user-management';
import type { BulkRowProblem, NewUser } from '@partner-insights/contracts';
import { bulkApplyJob } from './bulk-apply-job-kind';
import { bulkProblemsOf, parseRow } from './bulk-plan';
import { bulkTaskRows, bulkTasks } from './bulk-users.schema';
import { usersByEmail } from './company-users';

type Task = typeof bulkTasks.$inferSelect;
type TaskRow = typeof bulkTaskRows.$inferSelect;
type Outcome = { readonly rowNumber: number; readonly problems: readonly BulkRowProblem[] };

const CHANGE_PROBLEMS: Readonly<Record<Exclude<ChangeResult['outcome'], 'changed'>, BulkRowProblem>> = {
  notFound: 'notAUser',
  self: 'changedSinceUpload',
  wrongStatus: 'changedSinceUpload',
  roleNotAllowed: 'unknownRole',
  unknownProducts: 'unknownProduct',
};

interface Services {
  readonly newUsers: NewUsersService;
  readonly changes: UserChangesService;
}

const userOf = (row: TaskRow): NewUser | undefined => {
  const parsed = parseRow(row);
  return parsed.ok ? parsed.user : undefined;
};

/** Adds the chunk's new users: all at once when they are all still valid, otherwise one by one. */
async function createRows(tx: DbTransaction, task: Task, rows: readonly TaskRow[], { newUsers }: Services) {
  const { actor, site, locale, origin } = task.request;
  const adding = { site, locale, origin };
  const valid = rows.flatMap((row) => {
    const user = userOf(row);
    return user ? [{ row, user }] : [];
  });
  const outcomes: Outcome[] = rows
    .filter((row) => !valid.some((entry) => entry.row === row))
    .map(({ rowNumber }) => ({ rowNumber, problems: ['changedSinceUpload'] }));
  if (valid.length === 0) return outcomes;
  const all = await newUsers.createIn(
    tx,
    actor,
    task.companyId,
    valid.map(({ user }) => user),
    adding,
  );
  if (all.outcome === 'created')
    return [...outcomes, ...valid.map(({ row }) => ({ rowNumber: row.rowNumber, problems: [] }))];
  for (const { row, user } of valid) {
    const one = await newUsers.createIn(tx, actor, task.companyId, [user], adding);
    const problems = one.outcome === 'created' ? [] : bulkProblemsOf(one.validation.users[0] ?? {});
    outcomes.push({
      rowNumber: row.rowNumber,
      problems: one.outcome === 'created' ? [] : problems.length ? problems : ['changedSinceUpload'],
    });
  }
  return outcomes;
}

/** Sets each existing user's role and products as their row says, with user management's own change. */
async function updateRows(tx: DbTransaction, task: Task, rows: readonly TaskRow[], { changes }: Services) {
  const { actor, site } = task.request;
  const found = await usersByEmail(
    tx,
    rows.map(({ email }) => email.trim().toLowerCase()),
  );
  const outcomes: Outcome[] = [];
  for (const row of rows) {
    const user = userOf(row);
    const existing = user && found.get(user.email);
    if (!user || existing?.companyId !== task.companyId) {
      outcomes.push({ rowNumber: row.rowNumber, problems: ['changedSinceUpload'] });
      continue;
    }
    const result = await changes.setAccessIn(
      tx,
      actor,
      task.companyId,
      { loginId: existing.loginId, role: user.role, products: user.products },
      site,
    );
    outcomes.push({
      rowNumber: row.rowNumber,
      problems: result.outcome === 'changed' ? [] : [CHANGE_PROBLEMS[result.outcome]],
    });
  }
  return outcomes;
}

/**
 * Applies the next chunk of pending rows and marks each applied or failed in the same transaction as its change:
 * a run cut short leaves the chunk pending and untouched, so the next run applies it once. Answers false when
 * no row was left.
 */
async function applyNextChunk(db: Db, task: Task, services: Services, chunkRows: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(bulkTaskRows)
      .where(and(eq(bulkTaskRows.taskId, task.id), eq(bulkTaskRows.status, 'pending')))
      .orderBy(asc(bulkTaskRows.rowNumber))
      .limit(chunkRows)
      .for('update');
    if (rows.length === 0) return false;
    const outcomes = [
      ...(await createRows(
        tx,
        task,
        rows.filter(({ action }) => action === 'create'),
        services,
      )),
      ...(await updateRows(
        tx,
        task,
        rows.filter(({ action }) => action === 'update'),
        services,
      )),
    ];
    // One statement per outcome: the applied rows, then the failed ones sharing the same problems.
    const byProblems = new Map<string, { problems: readonly BulkRowProblem[]; rowNumbers: number[] }>();
    for (const { rowNumber, problems } of outcomes) {
      const key = problems.join(',');
      const group = byProblems.get(key) ?? { problems, rowNumbers: [] };
      group.rowNumbers.push(rowNumber);
      byProblems.set(key, group);
    }
    for (const { problems, rowNumbers } of byProblems.values()) {
      await tx
        .update(bulkTaskRows)
        .set(problems.length === 0 ? { status: 'applied' } : { status: 'failed', problems: [...problems] })
        .where(and(eq(bulkTaskRows.taskId, task.id), inArray(bulkTaskRows.rowNumber, rowNumbers)));
    }
    return true;
  });
}

export function bulkApplyHandler(
  clock: Clock,
  audit: AuditTrail,
  chunkRows: number,
): JobHandler<{ taskId: string }, { applied: number; failed: number }> {
  return async ({ payload: { taskId }, db, complete }) => {
    const jobs = createJobQueue(clock);
    const services: Services = {
      newUsers: createNewUsersService({
        db,
        clock,
        audit,
        invitations: createInvitations(clock, createOutbox(clock, jobs)),
      }),
      changes: createUserChangesService(db, clock, audit),
    };
    const [task] = await db.select().from(bulkTasks).where(eq(bulkTasks.id, taskId));
    if (task?.status === 'running') while (await applyNextChunk(db, task, services, chunkRows));
    return complete(async (tx) => {
      const [current] = await tx.select().from(bulkTasks).where(eq(bulkTasks.id, taskId)).for('update');
      if (current?.status !== 'running') return { applied: 0, failed: 0 };
      const count = (status: 'applied' | 'failed') =>
        tx.$count(bulkTaskRows, and(eq(bulkTaskRows.taskId, taskId), eq(bulkTaskRows.status, status)));
      const [applied, failed, rejected] = [
        await count('applied'),
        await count('failed'),
        await tx.$count(bulkTaskRows, and(eq(bulkTaskRows.taskId, taskId), eq(bulkTaskRows.action, 'error'))),
      ];
      await tx.update(bulkTasks).set({ status: 'done', finishedAt: clock() }).where(eq(bulkTasks.id, taskId));
      await audit.record(tx, current.request.actor, {
        event: 'BULK_USERS_APPLIED',
        entityId: taskId,
        details: { kind: current.kind, fileName: current.fileName, applied, failed, rejected },
        companyId: current.companyId,
      });
      return { applied, failed };
    });
  };
}

/** Registers the bulk task's job with the server's other handlers. */
export const withBulkUsersJobs = (
  handlers: JobHandlers,
  clock: Clock,
  audit: AuditTrail,
  chunkRows: number,
): JobHandlers => handlers.register(bulkApplyJob, bulkApplyHandler(clock, audit, chunkRows));
