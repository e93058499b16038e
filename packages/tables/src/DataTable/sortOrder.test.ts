import { describe, expect, it } from 'vitest';

import { nextSort } from './sortOrder';
import type { DataTableColumn } from './types';

interface Row {
  name: string | null;
  count: number;
}
const name: DataTableColumn<Row> = { id: 'name', header: 'Name', value: (row) => row.name, isSortable: true };
const count: DataTableColumn<Row> = { id: 'count', header: 'Count', value: (row) => row.count, isSortable: true };
const rows: Row[] = [
  { name: null, count: 3 },
  { name: 'Luis', count: 12 },
];

describe('the sort a header asks for', () => {
  it('starts a column of text from A, judged by its first value', () => {
    expect(nextSort(undefined, name, rows)).toEqual({ columnId: 'name', direction: 'ascending' });
  });

  it('starts a column of numbers, or of no values, from the largest', () => {
    expect(nextSort(undefined, count, rows)).toEqual({ columnId: 'count', direction: 'descending' });
    expect(nextSort(undefined, name, [])).toEqual({ columnId: 'name', direction: 'descending' });
  });

  it('turns the sorted column round, and never removes the sort', () => {
    const ascending = { columnId: 'name', direction: 'ascending' } as const;
    const descending = nextSort(ascending, name, rows);
    expect(descending).toEqual({ columnId: 'name', direction: 'descending' });
    expect(nextSort(descending, name, rows)).toEqual(ascending);
  });

  it('moves to another column in that column’s first order', () => {
    expect(nextSort({ columnId: 'count', direction: 'ascending' }, name, rows)).toEqual({
      columnId: 'name',
      direction: 'ascending',
    });
  });
});
