import {
  GLOBAL_USER_COLUMN_LABELS,
  GLOBAL_USER_COLUMNS,
  type GlobalUserColumn,
  type GlobalUserRow,
  type Locale,
} from '@partner-insights/contracts';
import type { SpreadsheetCell, SpreadsheetContent } from '../../platform/spreadsheets/xlsx-stream';

const CELLS: Readonly<Record<GlobalUserColumn, (row: GlobalUserRow) => SpreadsheetCell>> = {
  name: (row) => `${row.firstName} ${row.lastName}`,
  email: (row) => row.email,
  companyName: (row) => row.companyName,
  companyType: (row) => row.uiCompanyType,
  thirdPartyCompanyName: (row) => row.thirdPartyCompanyName,
  appAccess: (row) => row.appAccess.join(', '),
  role: (row) => row.role,
  sbu: (row) => row.sbu,
  lastLogin: (row) => row.lastLogin,
  buoAreaNumber: (row) => row.buoAreaNumber,
  status: (row) => row.status,
};

async function* cellsOf(rows: AsyncIterable<GlobalUserRow>) {
  for await (const row of rows) yield GLOBAL_USER_COLUMNS.map((column) => CELLS[column](row));
}

/** Every matching user as a spreadsheet: the page's columns, headers in the reader's language. */
export const globalUserSpreadsheet = (rows: AsyncIterable<GlobalUserRow>, locale: Locale): SpreadsheetContent => ({
  sheetName: 'Users',
  headers: GLOBAL_USER_COLUMNS.map((column) => GLOBAL_USER_COLUMN_LABELS[locale][column]),
  rows: cellsOf(rows),
});
