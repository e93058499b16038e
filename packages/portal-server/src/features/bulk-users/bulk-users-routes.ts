import {
  BULK_EDIT_TENANT_HEADER,
  BULK_FILE_PART,
  BULK_FILE_REFUSAL_MESSAGES,
  type BulkFileRefusal,
  BulkPreviewSchema,
  type BulkTaskKind,
  BulkTaskProgressSchema,
  BulkTaskStartedSchema,
  bulkUploadStartedMessage,
  MAX_BULK_FILE_BYTES,
  type Permission,
} from '@partner-insights/contracts';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { Clock } from '../../platform/clock';
import { errorResponse } from '../../platform/http/error-envelope';
import { requestSite } from '../../platform/http/request-site';
import { requireMediaType } from '../../platform/http/require-media-type';
import type { Guard } from '../../platform/policy/guard';
import type { CompanyPolicy } from '../../platform/policy/route-policy';
import { XLSX_CONTENT_TYPE, xlsxStream, type SpreadsheetContent } from '../../platform/spreadsheets/xlsx-stream';
import { portalOrigin, readerLocale, UNKNOWN_PORTAL_HOST_MESSAGE, type SignedInEnv } from '../identity';
import type { NewUsersService } from '../user-management';
import { bulkTemplate, rejectedRowsSheet } from './bulk-templates';
import type { BulkTaskService } from './bulk-task-service';
import { companyUsersForEdit } from './company-users';
import { guardSpreadsheet } from './spreadsheet-guard';
import type { Db } from '../../platform/db/database';
import { answers, answersMedia, MULTIPART_ERRORS } from '../../platform/openapi/answer-schemas';

/** The file and the multipart boundaries around it. */
const MAX_UPLOAD_BODY_BYTES = MAX_BULK_FILE_BYTES + 64 * 1024;
/** Longest file name kept. */
const MAX_FILE_NAME_LENGTH = 255;

const onUsers = (action: Permission['action']): CompanyPolicy => ({
  access: 'company',
  param: 'companyId',
  permission: { action, resource: 'USER' },
});

const TaskIdSchema = v.pipe(v.string(), v.uuid());
const TASK_NOT_FOUND = 'No bulk task of this company has this id';
const NEEDS_OVERRIDE_CONFIRMATION_MESSAGE =
  'Confirm the override of existing users: upload with isOverrideConfirmed=true';
const ALREADY_APPLIED_MESSAGE = 'This bulk task was applied already';
const BULK_EDIT_TENANT_MESSAGE = `The ${BULK_EDIT_TENANT_HEADER} header must name the company of the path`;

const { fileTooLarge, ...fileRefusals } = BULK_FILE_REFUSAL_MESSAGES['en-US'];
/** What an upload fails with, its messages in English (the server answers in the reader's language). */
const UPLOAD_ERRORS = {
  ...MULTIPART_ERRORS,
  400: [UNKNOWN_PORTAL_HOST_MESSAGE, ...Object.values(fileRefusals)],
  413: fileTooLarge,
} as const;

const refused = (c: Context<SignedInEnv>, refusal: BulkFileRefusal) =>
  errorResponse(c, refusal === 'fileTooLarge' ? 413 : 400, BULK_FILE_REFUSAL_MESSAGES[readerLocale(c)][refusal], [
    { path: BULK_FILE_PART, message: refusal },
  ]);

const spreadsheet = (c: Context, fileName: string, sheets: SpreadsheetContent | SpreadsheetContent[]) =>
  c.body(xlsxStream(sheets), 200, {
    'Content-Type': XLSX_CONTENT_TYPE,
    'Content-Disposition': `attachment; filename="${fileName}"`,
  });

export interface BulkUsersRoutesOptions {
  readonly db: Db;
  readonly tasks: BulkTaskService;
  readonly newUsers: NewUsersService;
  readonly clock: Clock;
  readonly trustProxy: boolean;
  readonly portalHosts: readonly string[];
  readonly guard: Guard;
}

/** Bulk upload and bulk edit of users: templates, the uploads' previews, applying them as tasks, their progress. */
export function bulkUsersRoutes({
  db,
  tasks,
  newUsers,
  clock,
  trustProxy,
  portalHosts,
  guard,
}: BulkUsersRoutesOptions): Hono<SignedInEnv> {
  const companyIdOf = (c: Context) => c.req.param('companyId') ?? '';
  const today = () => clock().toISOString().slice(0, 10);
  const uploadLimit = bodyLimit({
    maxSize: MAX_UPLOAD_BODY_BYTES,
    onError: (c) => refused(c as Context<SignedInEnv>, 'fileTooLarge'),
  });

  async function upload(c: Context<SignedInEnv>, kind: BulkTaskKind, overrideConfirmed: boolean) {
    const origin = portalOrigin(c, trustProxy, portalHosts);
    if (!origin) return errorResponse(c, 400, UNKNOWN_PORTAL_HOST_MESSAGE);
    const form = await c.req.formData().catch(() => undefined);
    const file = form?.get(BULK_FILE_PART);
    if (!(file instanceof File)) return refused(c, 'unreadable');
    const fileName = file.name.split(/[\\/]/).at(-1)?.slice(0, MAX_FILE_NAME_LENGTH) || 'users.xlsx';
    const content = Buffer.from(await file.arrayBuffer());
    const verdict = guardSpreadsheet(fileName, content);
    if (!verdict.ok) return refused(c, verdict.refusal);
    const result = await tasks.upload(companyIdOf(c), {
      kind,
      fileName,
      format: verdict.format,
      content,
      overrideConfirmed,
      request: { actor: c.var.actor, site: requestSite(c), locale: readerLocale(c), origin },
    });
    return result.outcome === 'refused' ? refused(c, result.refusal) : c.json(result.preview, 200);
  }

  const withTask =
    (handler: (c: Context<SignedInEnv>, taskId: string) => Promise<Response>) => (c: Context<SignedInEnv>) => {
      const taskId = c.req.param('taskId');
      return v.is(TaskIdSchema, taskId) ? handler(c, taskId) : errorResponse(c, 404, TASK_NOT_FOUND);
    };

  return new Hono<SignedInEnv>()
    .get(
      '/companies/:companyId/users/download-bulk-create-template',
      guard(onUsers('CREATE')),
      answersMedia(XLSX_CONTENT_TYPE, 'The spreadsheet to fill in with new users.'),
      async (c) => {
        const locale = readerLocale(c);
        const options = await newUsers.options(companyIdOf(c), requestSite(c), locale);
        return spreadsheet(c, `bulk_create_users_template_${today()}.xlsx`, bulkTemplate('create', locale, options));
      },
    )
    .get(
      '/v1/identity/companies/:companyId/download-bulk-edit-template',
      guard(onUsers('UPDATE')),
      answersMedia(XLSX_CONTENT_TYPE, 'The company’s users as a spreadsheet to edit.'),
      async (c) => {
        const locale = readerLocale(c);
        const companyId = companyIdOf(c);
        const options = await newUsers.options(companyId, requestSite(c), locale);
        const users = companyUsersForEdit(db, companyId);
        return spreadsheet(c, `bulk_edit_users_template_${today()}.xlsx`, bulkTemplate('edit', locale, options, users));
      },
    )
    .post(
      '/companies/:companyId/users/bulk-upload/validate-create',
      guard(onUsers('CREATE')),
      answers(BulkPreviewSchema, { errors: UPLOAD_ERRORS }),
      requireMediaType('multipart/form-data'),
      uploadLimit,
      (c) => upload(c, 'create', c.req.query('isOverrideConfirmed') === 'true'),
    )
    .post(
      '/v1/identity/companies/:companyId/users/bulk-edit',
      guard(onUsers('UPDATE')),
      answers(BulkPreviewSchema, {
        errors: { ...UPLOAD_ERRORS, 400: [...UPLOAD_ERRORS[400], BULK_EDIT_TENANT_MESSAGE] },
      }),
      requireMediaType('multipart/form-data'),
      uploadLimit,
      (c) =>
        c.req.header(BULK_EDIT_TENANT_HEADER) === companyIdOf(c)
          ? upload(c, 'edit', true)
          : errorResponse(c, 400, BULK_EDIT_TENANT_MESSAGE),
    )
    .post(
      '/companies/:companyId/users/bulk-tasks/:taskId/apply',
      guard(onUsers('UPDATE')),
      answers(BulkTaskStartedSchema, {
        status: 202,
        errors: { 404: TASK_NOT_FOUND, 409: [NEEDS_OVERRIDE_CONFIRMATION_MESSAGE, ALREADY_APPLIED_MESSAGE] },
      }),
      withTask(async (c, taskId) => {
        const result = await tasks.apply(c.var.actor, companyIdOf(c), taskId);
        switch (result.outcome) {
          case 'started':
            return c.json({ message: bulkUploadStartedMessage(result.progress.total), progress: result.progress }, 202);
          case 'notFound':
            return errorResponse(c, 404, TASK_NOT_FOUND);
          case 'needsOverrideConfirmation':
            return errorResponse(c, 409, NEEDS_OVERRIDE_CONFIRMATION_MESSAGE);
          case 'alreadyApplied':
            return errorResponse(c, 409, ALREADY_APPLIED_MESSAGE);
        }
      }),
    )
    .get(
      '/companies/:companyId/users/bulk-tasks/latest',
      guard(onUsers('LIST')),
      answers(BulkTaskProgressSchema, { emptyWhen: 'The caller has started no bulk task in this company.' }),
      async (c) => {
        const progress = await tasks.latest(companyIdOf(c), c.var.actor.loginId);
        return progress ? c.json(progress, 200) : c.body(null, 204);
      },
    )
    .get(
      '/companies/:companyId/users/bulk-tasks/:taskId',
      guard(onUsers('LIST')),
      answers(BulkTaskProgressSchema, { errors: { 404: TASK_NOT_FOUND } }),
      withTask(async (c, taskId) => {
        const progress = await tasks.progress(companyIdOf(c), taskId);
        return progress ? c.json(progress, 200) : errorResponse(c, 404, TASK_NOT_FOUND);
      }),
    )
    .get(
      '/companies/:companyId/users/bulk-tasks/:taskId/rejected-rows',
      guard(onUsers('LIST')),
      answersMedia(XLSX_CONTENT_TYPE, 'The rows the task refused, each with its reason.', {
        errors: { 404: TASK_NOT_FOUND },
      }),
      withTask(async (c, taskId) => {
        const rows = await tasks.rejectedRows(companyIdOf(c), taskId);
        if (!rows) return errorResponse(c, 404, TASK_NOT_FOUND);
        return spreadsheet(c, `bulk_users_rejected_rows_${today()}.xlsx`, rejectedRowsSheet(rows, readerLocale(c)));
      }),
    );
}
