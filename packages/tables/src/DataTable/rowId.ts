/**
 * The spec's default unique row id: the row's `loginId`. Tables of other records pass `rowId`.
 * Fails loudly, as rows without a stable id would select and key the wrong records.
 */
export function loginIdOf(row: object): string {
  const loginId: unknown = 'loginId' in row ? row.loginId : undefined;
  if (typeof loginId === 'string' || typeof loginId === 'number') return String(loginId);
  throw new Error('DataTable: a row has no loginId; give the table a `rowId` accessor.');
}
