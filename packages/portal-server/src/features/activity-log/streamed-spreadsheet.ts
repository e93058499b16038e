// A spreadsheet written as it is read: rows go from an async iterable into exceljs' streaming writer and out as
// the response body, so an export of any length holds only a batch of rows in memory.
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export interface SpreadsheetColumn {
  readonly header: string;
  /** Width in characters. */
  readonly width: number;
}

export interface StreamedSpreadsheet {
  readonly sheetName: string;
  readonly columns: readonly SpreadsheetColumn[];
  /** One array of cell texts per row, in the columns' order. */
  readonly rows: AsyncIterable<readonly string[]>;
}

/** Characters that make a spreadsheet program read a cell as a formula (CSV/formula injection). */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r']);

/** A cell's text that no spreadsheet program runs: one that could start a formula gets an apostrophe first. */
export const neutraliseFormula = (text: string): string => (FORMULA_STARTS.has(text.charAt(0)) ? `'${text}` : text);

/** The .xlsx file's bytes as a stream; a failure while reading rows ends the stream with that error. */
export function streamSpreadsheet({ sheetName, columns, rows }: StreamedSpreadsheet): ReadableStream<Uint8Array> {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map(({ header, width }) => ({ header, width }));

  void (async () => {
    for await (const row of rows) {
      sheet.addRow(row.map(neutraliseFormula)).commit();
      // Waits for the reader when it falls behind, so rows are read no faster than they are sent.
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));

  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
