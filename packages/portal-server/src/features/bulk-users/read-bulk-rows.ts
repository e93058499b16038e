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

async function* sheetRows(format: GuardedFormat, content: Buffer): AsyncGenerator<{ number: number; texts: string[] }> {
  if (format === 'csv') {
    const sheet = await new ExcelJS.Workbook().csv.read(Readable.from([content]), {
      // Every cell stays the text typed: no dates or numbers guessed.
      map: (value: unknown) => value,
    });
    for (let number = 1; number <= sheet.rowCount; number += 1) {
      yield { number, texts: textsOf(sheet.getRow(number).values) };
    }
    return;
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([content]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) yield { number: row.number, texts: textsOf(row.values) };
    // The users are on the first sheet; the instructions and lists follow it.
    return;
  }
}

/**
 * Reads the user rows of a guarded spreadsheet with exceljs (its streaming reader for workbooks), after checking
 * the header row: blank rows are skipped, and a file with a wrong header, no rows or too many is refused.
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
