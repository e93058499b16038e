import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** What a cell holds: text is written as text, never as a formula. */
export type SpreadsheetCell = string | number | null;

/** A drop-down list on a column's cells below the header, its choices read from a range of the workbook. */
export interface ListValidation {
  /** The column, counted from 0. */
  readonly column: number;
  /** The choices, e.g. `Lists!$A$1:$A$3`. */
  readonly range: string;
  /** How many rows below the header offer the list. */
  readonly rows: number;
  /** False lets a cell hold what is typed too (several choices, comma-separated); a note still offers the list. */
  readonly strict: boolean;
}

/** One sheet: its column headers, and its rows as they are read. */
export interface SpreadsheetContent {
  readonly sheetName: string;
  readonly headers: readonly string[];
  /** Each column's width in characters, in the headers' order; a width from its header unless given. */
  readonly columnWidths?: readonly number[];
  readonly rows: AsyncIterable<readonly SpreadsheetCell[]>;
  readonly listValidations?: readonly ListValidation[];
  /** A hidden sheet holds what other sheets refer to, such as the choices of drop-down lists. */
  readonly hidden?: boolean;
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

/** The style of every data cell: none. Frozen, as all the cells share it. */
const UNSTYLED: Partial<ExcelJS.Style> = Object.freeze({});

const columnLetter = (column: number): string =>
  (column >= 26 ? columnLetter(Math.floor(column / 26) - 1) : '') + String.fromCharCode(65 + (column % 26));

async function writeSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  stream: PassThrough,
  { sheetName, headers, columnWidths, rows, listValidations = [], hidden = false }: SpreadsheetContent,
): Promise<void> {
  const sheet = workbook.addWorksheet(sheetName, { state: hidden ? 'hidden' : 'visible' });
  sheet.columns = headers.map((header, index) => ({
    header: String(neutralised(header)),
    width: columnWidths?.[index] ?? Math.max(12, header.length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  // The streaming sheet writes data validations, though exceljs' types declare them on the in-memory sheet only.
  const { dataValidations } = sheet as unknown as {
    dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void };
  };
  for (const { column, range, rows: count, strict } of listValidations) {
    const letter = columnLetter(column);
    dataValidations.add(`${letter}2:${letter}${count + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [range],
      showErrorMessage: strict,
    });
  }
  for await (const row of rows) {
    const added = sheet.addRow(row.map(neutralised));
    // exceljs gives every cell a style object of its own and looks each one up as new; one shared, unchanging
    // object for the unstyled rows is looked up once, which more than halves the time a large export takes.
    added.eachCell((cell) => {
      cell.style = UNSTYLED;
    });
    added.commit();
    // Waits for the reader when it falls behind, so rows are read no faster than they are sent.
    if (stream.writableNeedDrain) await once(stream, 'drain');
  }
  sheet.commit();
}

async function writeWorkbook(stream: PassThrough, sheets: readonly SpreadsheetContent[]): Promise<void> {
  // Shared strings would keep every text in memory until the end; inline strings stream.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  for (const sheet of sheets) await writeSheet(workbook, stream, sheet);
  await workbook.commit();
}

/**
 * Writes the rows to an .xlsx workbook as they arrive, with exceljs' streaming writer: rows are never all in
 * memory. One sheet, or several in the order given (each written whole before the next). Answers the file as a
 * web stream, for a Response body; a failure while reading the rows aborts the stream.
 */
export function xlsxStream(content: SpreadsheetContent | readonly SpreadsheetContent[]): ReadableStream<Uint8Array> {
  const stream = new PassThrough();
  const sheets = Array.isArray(content) ? content : [content as SpreadsheetContent];
  writeWorkbook(stream, sheets).catch((error: unknown) => stream.destroy(error as Error));
  return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
}
