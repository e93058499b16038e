import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** What a cell holds: text is written as text, never as a formula. */
export type SpreadsheetCell = string | number | null;

/** One sheet: its column headers, and its rows as they are read. */
export interface SpreadsheetContent {
  readonly sheetName: string;
  readonly headers: readonly string[];
  /** Each column's width in characters, in the headers' order; a width from its header unless given. */
  readonly columnWidths?: readonly number[];
  readonly rows: AsyncIterable<readonly SpreadsheetCell[]>;
}

/** The media type of an .xlsx file. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Characters a spreadsheet program may read as the start of a formula (CSV/formula injection): a cell starting
 * with one is prefixed with an apostrophe, which shows the text as typed.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const neutralised = (cell: SpreadsheetCell): SpreadsheetCell =>
  typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;

async function writeWorkbook(
  stream: PassThrough,
  { sheetName, headers, columnWidths, rows }: SpreadsheetContent,
): Promise<void> {
  // Shared strings would keep every text in memory until the end; inline strings stream.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = headers.map((header, index) => ({
    header: String(neutralised(header)),
    width: columnWidths?.[index] ?? Math.max(12, header.length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of rows) {
    sheet.addRow(row.map(neutralised)).commit();
    // Waits for the reader when it falls behind, so rows are read no faster than they are sent.
    if (stream.writableNeedDrain) await once(stream, 'drain');
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Writes the rows to an .xlsx workbook of one sheet as they arrive, with exceljs' streaming writer: rows are
 * never all in memory. Answers the file as a web stream, for a Response body; a failure while reading the rows
 * aborts the stream.
 */
export function xlsxStream(content: SpreadsheetContent): ReadableStream<Uint8Array> {
  const stream = new PassThrough();
  writeWorkbook(stream, content).catch((error: unknown) => stream.destroy(error as Error));
  return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
}
