import { Readable } from 'node:stream';
import { MAX_BULK_ROWS, type BulkFileRefusal } from '@partner-insights/contracts';
import ExcelJS from 'exceljs';
import { BULK_COLUMNS, isTemplateHeader, type BulkCells } from './bulk-columns';
import type { GuardedFormat } from './spreadsheet-guard';

/** Thrown while reading a file that must be refused as a whole. */
export class BulkFileRefused extends Error {
  override readonly name = 'BulkFileRefused';
  constructor(readonly refusal: BulkFileRefusal) {
    super(`Bulk file refused: ${refusal}`);
  }
}

export interface BulkRow {
  /** The row's number in the sheet, the header being 1. */
  readonly rowNumber: number;
  readonly cells: BulkCells;
}

/** A cell's text as shown: a formula counts by its last result (never evaluated), a link by its text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map(({ text }) => text).join('');
    if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result);
    if ('text' in value) return cellText(value.text);
    return '';
  }
  return String(value).trim();
}

/** exceljs' row values start at index 1. */
const textsOf = (values: ExcelJS.Row['values']): string[] =>
  Array.isArray(values)
    ? Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1]))
    : [];

/**
 * The sheet of users: the first of a workbook (the instructions and lists follow it), or the one of a CSV file.
 * A workbook is read whole: exceljs' streaming reader loses parts of the workbooks exceljs writes, such as the
 * portal's templates, about one read in 300 (exceljs#3064). What a read may hold is bounded by the guard.
 */
async function usersSheet(format: GuardedFormat, content: Buffer): Promise<ExcelJS.Worksheet | undefined> {
  const workbook = new ExcelJS.Workbook();
  if (format === 'csv') {
    // Every cell stays the text typed: no dates or numbers guessed.
    return workbook.csv.read(Readable.from([content]), { map: (value: unknown) => value });
  }
  // exceljs' types take an ArrayBuffer, not a Buffer that may be a view of a larger one: a copy of its own.
  await workbook.xlsx.load(new Uint8Array(content).buffer);
  return workbook.worksheets[0];
}

async function* sheetRows(format: GuardedFormat, content: Buffer): AsyncGenerator<{ number: number; texts: string[] }> {
  const sheet = await usersSheet(format, content);
  if (!sheet) return;
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    yield { number, texts: textsOf(sheet.getRow(number).values) };
  }
}

/**
 * Reads the user rows of a guarded spreadsheet with exceljs, after checking the header row: blank rows are skipped,
 * and a file with a wrong header, no rows or too many is refused.
 */
export async function* readBulkRows(format: GuardedFormat, content: Buffer): AsyncGenerator<BulkRow> {
  let headerSeen = false;
  let count = 0;
  try {
    for await (const { number, texts } of sheetRows(format, content)) {
      if (texts.every((text) => text === '')) continue;
      if (!headerSeen) {
        if (!isTemplateHeader(texts)) throw new BulkFileRefused('headerMismatch');
        headerSeen = true;
        continue;
      }
      count += 1;
      if (count > MAX_BULK_ROWS) throw new BulkFileRefused('tooManyRows');
      const cells = Object.fromEntries(BULK_COLUMNS.map((column, index) => [column, texts[index] ?? ''])) as BulkCells;
      yield { rowNumber: number, cells };
    }
  } catch (error) {
    throw error instanceof BulkFileRefused ? error : new BulkFileRefused('unreadable');
  }
  if (!headerSeen) throw new BulkFileRefused('headerMismatch');
  if (count === 0) throw new BulkFileRefused('noRows');
}
