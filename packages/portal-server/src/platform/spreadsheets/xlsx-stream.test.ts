import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { neutralised, xlsxStream, type SpreadsheetCell } from './xlsx-stream';

async function* rowsOf(rows: readonly (readonly SpreadsheetCell[])[]) {
  for (const row of rows) yield row;
}

async function readBack(stream: ReadableStream<Uint8Array>) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await new Response(stream).arrayBuffer());
  const sheet = workbook.worksheets[0];
  const values: unknown[][] = [];
  sheet?.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  return { name: sheet?.name, values };
}

describe('the streaming .xlsx writer', () => {
  it('writes the headers and every row, text that could start a formula neutralised', async () => {
    const file = await readBack(
      xlsxStream({
        sheetName: 'Users',
        headers: ['Name', 'Count'],
        rows: rowsOf([
          ['=HYPERLINK("http://evil.test","x")', 1],
          ['+1 555', 2],
          ['-minus', 3],
          ['@sum', 4],
          ['\tTabbed', 5],
          ['Plain', null],
        ]),
      }),
    );
    expect(file.name).toBe('Users');
    expect(file.values).toEqual([
      ['Name', 'Count'],
      ['\'=HYPERLINK("http://evil.test","x")', 1],
      ["'+1 555", 2],
      ["'-minus", 3],
      ["'@sum", 4],
      ["'\tTabbed", 5],
      ['Plain'],
    ]);
  });

  it('streams many rows', async () => {
    async function* many() {
      for (let index = 0; index < 5000; index += 1) yield [`Row ${index}`, index];
    }
    const file = await readBack(xlsxStream({ sheetName: 'Many', headers: ['Text', 'Number'], rows: many() }));
    expect(file.values).toHaveLength(5001);
    expect(file.values.at(-1)).toEqual(['Row 4999', 4999]);
  });

  it('leaves numbers and empty cells as they are', () => {
    expect([neutralised(-3), neutralised(null), neutralised('a=b')]).toEqual([-3, null, 'a=b']);
  });
});
