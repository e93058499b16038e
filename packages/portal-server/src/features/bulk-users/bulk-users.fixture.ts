// What the bulk user tests share: spreadsheets made as an admin would fill them, uploading them, and running the
// task's job to its end.
import { BULK_FILE_PART } from '@partner-insights/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { createAuditTrail } from '../../platform/audit/audit-trail';
import { JobHandlers, startJobWorker } from '../../platform/jobs';
import type { SeededTestApp } from '../../platform/testing/seeded-test-app';
import { bulkHeaders, type BulkCells } from './bulk-columns';
import { DEFAULT_BULK_APPLY_CHUNK_ROWS } from '../../config';
import { withBulkUsersJobs } from './bulk-apply-job';
import { bulkTasks } from './bulk-users.schema';

export const bulkRow = (name: string, rest: Partial<BulkCells> = {}): BulkCells => ({
  email: `${name.toLowerCase()}.bulk@acme-foods.test`,
  firstName: name,
  lastName: 'Bulk',
  role: 'REGULAR_USER',
  products: 'SHOPPER_BEHAVIOR,REPORT_BUILDER',
  ...rest,
});

const cellsOf = ({ email, firstName, lastName, role, products }: BulkCells) => [
  email,
  firstName,
  lastName,
  role,
  products,
];

/** An .xlsx workbook of the rows under the template's header (in English unless other headers are given). */
export async function workbookOf(rows: readonly BulkCells[], headers = bulkHeaders('en-US')): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(cellsOf(row));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Worksheet XML of made-up rows, about `bytes` long. */
export function sheetXmlOf(bytes: number): Buffer {
  const rows: string[] = [];
  for (let length = 0, r = 1; length < bytes; r += 1) {
    const row = `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>user${r}@acme-foods.test</t></is></c></row>`;
    rows.push(row);
    length += row.length;
  }
  return Buffer.from(`<worksheet><sheetData>${rows.join('')}</sheetData></worksheet>`);
}

export const csvOf = (rows: readonly BulkCells[]): Buffer =>
  Buffer.from(
    [bulkHeaders('en-US'), ...rows.map(cellsOf)]
      .map((cells) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(','))
      .join('\r\n'),
  );

export function uploadForm(content: Buffer | Uint8Array, name = 'users.xlsx'): FormData {
  const form = new FormData();
  form.set(BULK_FILE_PART, new File([new Uint8Array(content)], name));
  return form;
}

/** Runs the bulk jobs until the task is done. */
export async function runBulkTask(portal: SeededTestApp, taskId: string): Promise<void> {
  const worker = startJobWorker({
    db: portal.database.db,
    handlers: withBulkUsersJobs(
      new JobHandlers(),
      portal.now,
      createAuditTrail(portal.now),
      DEFAULT_BULK_APPLY_CHUNK_ROWS,
    ),
    clock: portal.now,
    idlePollMs: 10,
    retryDelay: () => 60_000,
    // Mail delivery has no handler here: those jobs wait for a later attempt.
    report: () => {},
  });
  try {
    await expect
      .poll(
        async () => (await portal.database.db.select().from(bulkTasks).where(eq(bulkTasks.id, taskId)))[0]?.status,
        { timeout: 60_000 },
      )
      .toBe('done');
  } finally {
    await worker.stop();
  }
}
