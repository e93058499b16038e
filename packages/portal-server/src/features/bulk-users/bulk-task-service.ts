import type {
  BulkActionCounts,
  BulkFileRefusal,
  BulkPreview,
  BulkPreviewRow,
  BulkRowProblem,
  BulkTaskKind,
  BulkTaskProgress,
  NewUser,
} from '@partner-insights/contracts';
import { and, asc, desc, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs';
import type { NewUsersService } from '../user-management';
import type { BulkCells } from './bulk-columns';
import { bulkProblemsOf, existingUserAction, newUserAction, parseRow } from './bulk-plan';
import { bulkApplyJob } from './bulk-apply-job-kind';
import { bulkTaskRows, bulkTasks, type BulkTaskOrigin } from './bulk-users.schema';
import { usersByEmail } from './company-users';
import { BulkFileRefused, readBulkRows, type BulkRow } from './read-bulk-rows';
import type { GuardedFormat } from './spreadsheet-guard';

/** Rows written per insert when a preview is stored. */
const INSERT_CHUNK = 500;

export interface BulkUpload {
  readonly kind: BulkTaskKind;
  readonly fileName: string;
  readonly format: GuardedFormat;
  readonly content: Buffer;
  readonly overrideConfirmed: boolean;
  readonly request: BulkTaskOrigin;
}

export type UploadResult =
  | { readonly outcome: 'previewed'; readonly preview: BulkPreview }
  | { readonly outcome: 'refused'; readonly refusal: BulkFileRefusal };

export type ApplyResult =
  | { readonly outcome: 'started'; readonly progress: BulkTaskProgress }
  | { readonly outcome: 'notFound' }
  | { readonly outcome: 'needsOverrideConfirmation' }
  | { readonly outcome: 'alreadyApplied' };

export interface RejectedRow {
  readonly cells: BulkCells;
  readonly problems: readonly BulkRowProblem[];
}

export interface BulkTaskService {
  /** Reads, checks and stores the file's rows as a task to preview; nothing else is written. */
  upload(companyId: string, upload: BulkUpload): Promise<UploadResult>;
  /** Starts the job that applies the task's valid rows. */
  apply(actor: Actor, companyId: string, taskId: string): Promise<ApplyResult>;
  progress(companyId: string, taskId: string): Promise<BulkTaskProgress | undefined>;
  /** The newest task the admin started in the company, so a page opened later finds it. */
  latest(companyId: string, createdBy: string): Promise<BulkTaskProgress | undefined>;
  /** The rows refused at the preview or when applied, in the sheet's order; undefined for no such task. */
  rejectedRows(companyId: string, taskId: string): Promise<AsyncIterable<RejectedRow> | undefined>;
}

interface PlannedRow extends BulkPreviewRow {
  readonly cells: BulkCells;
}

export interface BulkTaskDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly jobs: JobQueue;
  readonly newUsers: NewUsersService;
}

const emptyCounts = (): BulkActionCounts => ({ create: 0, update: 0, unchanged: 0, error: 0 });

export function createBulkTaskService({ db, clock, jobs, newUsers }: BulkTaskDependencies): BulkTaskService {
  /** What applying each row would do, checked against the company's users, roles, products and domains. */
  async function plan(companyId: string, kind: BulkTaskKind, rows: readonly BulkRow[], request: BulkTaskOrigin) {
    const options = await newUsers.options(companyId, request.site, 'en-US');
    const parsed = rows.map(({ cells }) => parseRow(cells));
    const emails = parsed.flatMap((row) => (row.ok ? [row.user.email] : []));
    const existing = await usersByEmail(db, [...new Set(emails)]);
    const seen = new Set<string>();
    const planned: (Omit<PlannedRow, 'action'> & { action: PlannedRow['action'] | 'toValidate' })[] = [];
    const toValidate: { index: number; user: NewUser }[] = [];
    rows.forEach(({ rowNumber, cells }, index) => {
      const row = parsed[index];
      const email = row?.ok ? row.user.email : cells.email;
      const base = { rowNumber, email, cells };
      if (!row?.ok) return planned.push({ ...base, action: 'error', problems: row?.problems ?? [] });
      if (seen.has(email)) return planned.push({ ...base, action: 'error', problems: ['duplicateRow'] });
      seen.add(email);
      const user = existing.get(email);
      if (user?.companyId === companyId) {
        return planned.push({ ...base, ...existingUserAction(row.user, user, options) });
      }
      if (kind === 'edit' || user)
        return planned.push({ ...base, ...newUserAction(kind, user ? ['alreadyUser'] : []) });
      toValidate.push({ index: planned.length, user: row.user });
      return planned.push({ ...base, action: 'toValidate', problems: [] });
    });
    if (toValidate.length > 0) {
      // Adding users is user management's rule: the same validation as adding them one by one.
      const validation = await newUsers.validate(
        companyId,
        toValidate.map(({ user }) => user),
        request.site,
      );
      toValidate.forEach(({ index }, at) => {
        const problems = bulkProblemsOf(validation.users[at] ?? {});
        const row = planned[index];
        if (row) planned[index] = { ...row, ...newUserAction(kind, problems) };
      });
    }
    return planned as PlannedRow[];
  }

  async function progressOf(task: typeof bulkTasks.$inferSelect): Promise<BulkTaskProgress> {
    const groups = await db
      .select({ action: bulkTaskRows.action, status: bulkTaskRows.status, count: sql<number>`count(*)::int` })
      .from(bulkTaskRows)
      .where(eq(bulkTaskRows.taskId, task.id))
      .groupBy(bulkTaskRows.action, bulkTaskRows.status);
    const sum = (match: (group: (typeof groups)[number]) => boolean) =>
      groups.filter(match).reduce((total, group) => total + Number(group.count), 0);
    const toApply = (group: (typeof groups)[number]) => group.action === 'create' || group.action === 'update';
    return {
      taskId: task.id,
      kind: task.kind,
      fileName: task.fileName,
      status: task.status,
      total: sum(toApply),
      done: sum((group) => toApply(group) && group.status === 'applied'),
      failed: sum((group) => toApply(group) && group.status === 'failed'),
      left: sum((group) => toApply(group) && group.status === 'pending'),
      rejected: sum((group) => group.action === 'error'),
      unchanged: sum((group) => group.action === 'unchanged'),
    };
  }

  const taskOf = async (companyId: string, taskId: string) =>
    (
      await db
        .select()
        .from(bulkTasks)
        .where(and(eq(bulkTasks.id, taskId), eq(bulkTasks.companyId, companyId)))
    )[0];

  return {
    async upload(companyId, { kind, fileName, format, content, overrideConfirmed, request }) {
      const rows: BulkRow[] = [];
      try {
        for await (const row of readBulkRows(format, content)) rows.push(row);
      } catch (error) {
        if (error instanceof BulkFileRefused) return { outcome: 'refused', refusal: error.refusal };
        throw error;
      }
      const planned = await plan(companyId, kind, rows, request);
      const counts = emptyCounts();
      for (const { action } of planned) counts[action] += 1;
      const taskId = await db.transaction(async (tx) => {
        const [task] = await tx
          .insert(bulkTasks)
          .values({
            companyId,
            kind,
            status: 'preview',
            fileName,
            overrideConfirmed,
            request,
            createdBy: request.actor.loginId,
            createdAt: clock(),
          })
          .returning({ id: bulkTasks.id });
        if (!task) throw new Error('The bulk task was not stored');
        for (let at = 0; at < planned.length; at += INSERT_CHUNK) {
          await tx.insert(bulkTaskRows).values(
            planned.slice(at, at + INSERT_CHUNK).map(({ rowNumber, action, problems, cells }) => ({
              taskId: task.id,
              rowNumber,
              ...cells,
              action,
              problems,
              status: action === 'create' || action === 'update' ? ('pending' as const) : ('skipped' as const),
            })),
          );
        }
        return task.id;
      });
      return {
        outcome: 'previewed',
        preview: {
          taskId,
          kind,
          fileName,
          counts,
          needsOverrideConfirmation: kind === 'create' && counts.update > 0 && !overrideConfirmed,
          rows: planned.map(({ rowNumber, email, action, problems }) => ({ rowNumber, email, action, problems })),
        },
      };
    },

    async apply(actor, companyId, taskId) {
      const result = await db.transaction(
        async (tx): Promise<Exclude<ApplyResult, { outcome: 'started' }> | 'started'> => {
          const [task] = await tx
            .select()
            .from(bulkTasks)
            .where(and(eq(bulkTasks.id, taskId), eq(bulkTasks.companyId, companyId)))
            .for('update');
          if (!task) return { outcome: 'notFound' };
          if (task.status !== 'preview') return { outcome: 'alreadyApplied' };
          if (task.kind === 'create' && !task.overrideConfirmed) {
            const updates = await tx.$count(
              bulkTaskRows,
              and(eq(bulkTaskRows.taskId, taskId), eq(bulkTaskRows.action, 'update')),
            );
            if (updates > 0) return { outcome: 'needsOverrideConfirmation' };
          }
          // The admin who applies is the one the changes are recorded as.
          await tx
            .update(bulkTasks)
            .set({ status: 'running', startedAt: clock(), request: { ...task.request, actor } })
            .where(eq(bulkTasks.id, taskId));
          await jobs.enqueue(tx, bulkApplyJob, { taskId });
          return 'started';
        },
      );
      if (result !== 'started') return result;
      const task = await taskOf(companyId, taskId);
      return task ? { outcome: 'started', progress: await progressOf(task) } : { outcome: 'notFound' };
    },

    async progress(companyId, taskId) {
      const task = await taskOf(companyId, taskId);
      return task ? progressOf(task) : undefined;
    },

    async latest(companyId, createdBy) {
      const [task] = await db
        .select()
        .from(bulkTasks)
        .where(
          and(eq(bulkTasks.companyId, companyId), eq(bulkTasks.createdBy, createdBy), ne(bulkTasks.status, 'preview')),
        )
        .orderBy(desc(bulkTasks.startedAt))
        .limit(1);
      return task ? progressOf(task) : undefined;
    },

    async rejectedRows(companyId, taskId) {
      if (!(await taskOf(companyId, taskId))) return undefined;
      async function* rows(): AsyncGenerator<RejectedRow> {
        let after = 0;
        for (;;) {
          const page = await db
            .select()
            .from(bulkTaskRows)
            .where(
              and(
                eq(bulkTaskRows.taskId, taskId),
                gt(bulkTaskRows.rowNumber, after),
                or(eq(bulkTaskRows.action, 'error'), eq(bulkTaskRows.status, 'failed')),
              ),
            )
            .orderBy(asc(bulkTaskRows.rowNumber))
            .limit(INSERT_CHUNK);
          for (const { email, firstName, lastName, role, products, problems } of page) {
            yield { cells: { email, firstName, lastName, role, products }, problems };
          }
          const last = page.at(-1);
          if (!last || page.length < INSERT_CHUNK) return;
          after = last.rowNumber;
        }
      }
      return rows();
    },
  };
}
