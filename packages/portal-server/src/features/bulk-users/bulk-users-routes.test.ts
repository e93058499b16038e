import {
  BULK_FILE_REFUSAL_MESSAGES,
  BulkPreviewSchema,
  BulkTaskProgressSchema,
  BulkTaskStartedSchema,
  type BulkFileRefusal,
} from '@partner-insights/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../platform/audit/activity-log.schema';
import { emailOutbox } from '../../platform/mail';
import { VIEW_ONLY_MESSAGE } from '../../platform/policy/guard';
import { callApi, errorMessageOf, type SeededTestApp } from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { users } from '../identity';
import {
  ACME_USER,
  companyIds,
  NOPAL_ADMIN,
  openAsAcmeAdmin,
  signInWithContext,
  SPECTATOR,
  userByEmail,
} from '../user-management/user-management.fixture';
import { bulkTaskRows } from './bulk-users.schema';
import { zipOf } from '../../platform/testing/zip-of';
import { bulkRow, csvOf, runBulkTask, sheetXmlOf, uploadForm, workbookOf } from './bulk-users.fixture';

describe.each(testDatabaseTargets)('bulk upload and bulk edit of users on $name', (target) => {
  let portal: SeededTestApp;
  let acme: string;
  let adminCookie: string;

  const postFile = (path: string, form: FormData, headers: Record<string, string> = {}, cookie = adminCookie) =>
    portal.app.request(path, {
      method: 'POST',
      headers: { Host: 'localhost:3000', Cookie: cookie, ...headers },
      body: form,
    });
  const validateCreate = (form: FormData, override = false, headers: Record<string, string> = {}) =>
    postFile(`/api/companies/${acme}/users/bulk-upload/validate-create?isOverrideConfirmed=${override}`, form, headers);
  const previewOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return v.parse(BulkPreviewSchema, await response.json());
  };
  const apply = (taskId: string) =>
    callApi(portal.app, `/api/companies/${acme}/users/bulk-tasks/${taskId}/apply`, {
      method: 'POST',
      cookie: adminCookie,
    });
  const taskRowCount = async () => portal.database.db.$count(bulkTaskRows);

  beforeAll(async () => {
    ({ portal, acme, adminCookie } = await openAsAcmeAdmin(target));
  });
  afterAll(() => portal?.close());

  it('offers the create template in the reader’s language, with drop-down lists and instructions', async () => {
    const response = await callApi(portal.app, `/api/companies/${acme}/users/download-bulk-create-template`, {
      cookie: adminCookie,
      acceptLanguage: 'fr-CA',
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const [usersSheet, instructions, lists] = workbook.worksheets;
    expect(usersSheet?.getRow(1).values).toEqual([undefined, 'Courriel', 'Prénom', 'Nom', 'Rôle', 'Produits']);
    expect(usersSheet?.getCell('D2').dataValidation).toMatchObject({ type: 'list', formulae: ['Lists!$A$2:$A$3'] });
    expect(usersSheet?.getCell('E2').dataValidation).toMatchObject({ type: 'list' });
    expect(String(instructions?.getCell('A2').value)).toContain('Ajoutez un utilisateur par ligne');
    expect(lists?.state).toBe('hidden');
    expect([lists?.getCell('A2').value, lists?.getCell('A3').value]).toEqual(['REGULAR_USER', 'SUPPLIER_ADMIN']);
  });

  it('previews each row, applies the valid ones as a task, and returns the rejected rows with their errors', async () => {
    const before = await portal.database.db.$count(emailOutbox);
    const preview = await previewOf(
      await validateCreate(
        uploadForm(
          await workbookOf([
            bulkRow('Ada'),
            bulkRow('Grace', { products: 'SHOPPER_BEHAVIOR' }),
            bulkRow('Alan', { role: 'SUPPLIER_ADMIN' }),
            bulkRow('Mallory', { email: '=HYPERLINK("http://evil.test")' }),
            bulkRow('Eve', { email: 'eve@gmail.test' }),
            bulkRow('Ada'),
            bulkRow('Boss', { role: 'SUPER_ADMIN' }),
            bulkRow('Nopal', { email: NOPAL_ADMIN }),
            bulkRow('Odd', { products: 'NO_SUCH_APP' }),
          ]),
        ),
      ),
    );
    expect(preview.counts).toEqual({ create: 3, update: 0, unchanged: 0, error: 6 });
    expect(preview.needsOverrideConfirmation).toBe(false);
    expect(preview.rows.map(({ rowNumber, action, problems }) => [rowNumber, action, problems])).toEqual([
      [2, 'create', []],
      [3, 'create', []],
      [4, 'create', []],
      [5, 'error', ['invalidEmail']],
      [6, 'error', ['notAuthorisedDomain']],
      [7, 'error', ['duplicateRow']],
      [8, 'error', ['unknownRole']],
      [9, 'error', ['alreadyUser']],
      [10, 'error', ['unknownProduct']],
    ]);
    // Nothing but the preview is written before the admin applies it.
    expect(await portal.database.db.$count(users, eq(users.email, 'ada.bulk@acme-foods.test'))).toBe(0);

    const started = await apply(preview.taskId);
    expect(started.status).toBe(202);
    const { message, progress } = v.parse(BulkTaskStartedSchema, await started.json());
    expect(message).toBe('Bulk upload of 3 user(s) started.');
    expect(progress).toMatchObject({ status: 'running', total: 3, done: 0, left: 3, rejected: 6 });
    expect((await apply(preview.taskId)).status).toBe(409);

    await runBulkTask(portal, preview.taskId);
    const done = await callApi(portal.app, `/api/companies/${acme}/users/bulk-tasks/${preview.taskId}`, {
      cookie: adminCookie,
    });
    expect(v.parse(BulkTaskProgressSchema, await done.json())).toMatchObject({
      status: 'done',
      total: 3,
      done: 3,
      failed: 0,
      left: 0,
    });
    const latest = await callApi(portal.app, `/api/companies/${acme}/users/bulk-tasks/latest`, { cookie: adminCookie });
    expect(await latest.json()).toMatchObject({ taskId: preview.taskId, status: 'done' });

    for (const email of ['ada.bulk@acme-foods.test', 'grace.bulk@acme-foods.test', 'alan.bulk@acme-foods.test']) {
      expect((await userByEmail(portal, email)).status).toBe('PENDING');
      const invited = await portal.database.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.event, 'USER_INVITED'), eq(activityLog.entityId, email)));
      expect(invited).toHaveLength(1);
    }
    expect((await userByEmail(portal, 'alan.bulk@acme-foods.test')).role).toBe('SUPPLIER_ADMIN');
    expect((await portal.database.db.$count(emailOutbox)) - before).toBe(3);
    const summary = await portal.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.event, 'BULK_USERS_APPLIED'), eq(activityLog.entityId, preview.taskId)));
    expect(summary).toHaveLength(1);
    expect(summary[0]?.details).toMatchObject({ applied: 3, failed: 0, rejected: 6 });

    const rejected = await callApi(
      portal.app,
      `/api/companies/${acme}/users/bulk-tasks/${preview.taskId}/rejected-rows`,
      { cookie: adminCookie, acceptLanguage: 'es-MX' },
    );
    expect(rejected.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await rejected.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Correo electrónico',
      'Nombre',
      'Apellido',
      'Rol',
      'Productos',
      'Error',
    ]);
    expect(sheet?.rowCount).toBe(7);
    // The typed formula comes back as text, never as a formula.
    expect(sheet?.getCell('A2').value).toBe('\'=HYPERLINK("http://evil.test")');
    expect(sheet?.getCell('F2').value).toBe('Ingrese un correo electrónico válido');
    expect(sheet?.getCell('F3').value).toBe('El dominio del correo no está autorizado para esta empresa');
  });

  it('asks to confirm the override when rows are existing users, then changes their access', async () => {
    const rows = [bulkRow('Kevin', { email: ACME_USER, products: 'SHOPPER_BEHAVIOR' }), bulkRow('Newer')];
    const unconfirmed = await previewOf(await validateCreate(uploadForm(await workbookOf(rows))));
    expect(unconfirmed.needsOverrideConfirmation).toBe(true);
    expect(unconfirmed.counts).toMatchObject({ create: 1, update: 1 });
    expect(await errorMessageOf(await apply(unconfirmed.taskId), 409)).toContain('Confirm the override');

    const confirmed = await previewOf(await validateCreate(uploadForm(await workbookOf(rows)), true));
    expect(confirmed.needsOverrideConfirmation).toBe(false);
    expect((await apply(confirmed.taskId)).status).toBe(202);
    await runBulkTask(portal, confirmed.taskId);
    const changed = await portal.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.event, 'USER_ACCESS_CHANGED'), eq(activityLog.entityId, ACME_USER)));
    expect(changed.at(-1)?.details).toMatchObject({ products: 'SHOPPER_BEHAVIOR' });
  });

  it('reads .csv files too', async () => {
    const preview = await previewOf(await validateCreate(uploadForm(csvOf([bulkRow('Csvie')]), 'users.csv')));
    expect(preview.rows).toEqual([
      { rowNumber: 2, email: 'csvie.bulk@acme-foods.test', action: 'create', problems: [] },
    ]);
  });

  it('edits the company’s users from the edit template, keyed by email', async () => {
    const template = await callApi(portal.app, `/api/v1/identity/companies/${acme}/download-bulk-edit-template`, {
      cookie: adminCookie,
    });
    expect(template.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await template.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const emails: string[] = [];
    sheet?.eachRow((row, number) => number > 1 && emails.push(String(row.getCell(1).value)));
    expect(emails).toContain(ACME_USER);

    const edit = (
      headers: Record<string, string>,
      rows = [bulkRow('Kevin', { email: ACME_USER, role: 'SUPPLIER_ADMIN' })],
    ) =>
      workbookOf(rows).then((file) =>
        postFile(`/api/v1/identity/companies/${acme}/users/bulk-edit`, uploadForm(file), headers),
      );
    expect(await errorMessageOf(await edit({}), 400)).toContain('tenant_id');
    const preview = await previewOf(
      await edit({ tenant_id: acme }, [
        bulkRow('Kevin', { email: ACME_USER, role: 'SUPPLIER_ADMIN' }),
        bulkRow('Stranger'),
      ]),
    );
    expect(preview.rows.map(({ action, problems }) => [action, problems])).toEqual([
      ['update', []],
      ['error', ['notAUser']],
    ]);
    expect((await apply(preview.taskId)).status).toBe(202);
    await runBulkTask(portal, preview.taskId);
    expect((await userByEmail(portal, ACME_USER)).role).toBe('SUPPLIER_ADMIN');
  });

  const refusals: [string, () => Promise<FormData>, BulkFileRefusal, number][] = [
    ['another type', async () => uploadForm(Buffer.from('plain text'), 'users.txt'), 'fileType', 400],
    ['a file over 5 MB', async () => uploadForm(Buffer.alloc(5 * 1024 * 1024 + 1), 'users.csv'), 'fileTooLarge', 413],
    [
      'more than 10,000 rows',
      async () => uploadForm(csvOf(Array.from({ length: 10_001 }, (_, i) => bulkRow(`Many${i}`))), 'users.csv'),
      'tooManyRows',
      400,
    ],
    [
      'a renamed header',
      async () => uploadForm(await workbookOf([bulkRow('Ada')], ['Mail', 'First', 'Last', 'Role', 'Products'])),
      'headerMismatch',
      400,
    ],
    [
      'a missing column',
      async () => uploadForm(await workbookOf([bulkRow('Ada')], ['Email', 'First name', 'Last name', 'Role'])),
      'headerMismatch',
      400,
    ],
    ['no rows', async () => uploadForm(await workbookOf([])), 'noRows', 400],
    [
      'a macro-enabled name',
      async () => uploadForm(await workbookOf([bulkRow('Ada')]), 'users.xlsm'),
      'macroEnabled',
      400,
    ],
    ['macros inside', async () => uploadForm(zipOf('xl/vbaProject.bin', Buffer.from('macro'))), 'macroEnabled', 400],
    [
      'an encrypted workbook',
      async () => uploadForm(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])),
      'encrypted',
      400,
    ],
    [
      'a zip bomb',
      async () => uploadForm(zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(50 * 1024 * 1024))),
      'zipBomb',
      400,
    ],
    [
      // Compressed as plain rows are (about twelvefold), but to 20 MB: more than 10,000 users take.
      'a workbook far larger than a user list',
      async () => uploadForm(zipOf('xl/worksheets/sheet1.xml', sheetXmlOf(20 * 1024 * 1024))),
      'zipBomb',
      400,
    ],
    [
      'a zip whose entry expands beyond its declared size',
      async () => uploadForm(zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(200_000), { declaredSize: 1000 })),
      'zipBomb',
      400,
    ],
  ];

  it.each(refusals)('refuses %s in the reader’s language and writes nothing', async (_, form, refusal, status) => {
    const before = await taskRowCount();
    const response = await validateCreate(await form(), false, { 'Accept-Language': 'es-MX' });
    expect(await errorMessageOf(response, status)).toBe(BULK_FILE_REFUSAL_MESSAGES['es-MX'][refusal]);
    expect(await taskRowCount()).toBe(before);
  });

  it('refuses spectators and other companies', async () => {
    const spectator = await signInWithContext(portal, SPECTATOR, acme);
    const response = await postFile(
      `/api/companies/${acme}/users/bulk-upload/validate-create`,
      uploadForm(await workbookOf([bulkRow('Ada')])),
      {},
      spectator,
    );
    expect(await errorMessageOf(response, 403)).toBe(VIEW_ONLY_MESSAGE);
    const { nopal } = await companyIds(portal);
    const other = await postFile(
      `/api/companies/${nopal}/users/bulk-upload/validate-create`,
      uploadForm(await workbookOf([bulkRow('Ada')])),
    );
    expect(other.status).toBe(403);
  });
});
