import { describe, expect, it } from 'vitest';

import { pageOfRows, sortRows } from './clientRows';
import type { DataTableColumn } from './types';

interface Item {
  name: string;
  count?: number;
}

const columns: DataTableColumn<Item>[] = [
  { id: 'name', header: 'Name', value: (item) => item.name },
  { id: 'count', header: 'Count', value: (item) => item.count },
];
const compareText = new Intl.Collator('fr-CA', { numeric: true, sensitivity: 'base' }).compare;
const names = (items: readonly Item[]) => items.map(({ name }) => name);

describe('sortRows', () => {
  const items: Item[] = [
    { name: 'item 10', count: 3 },
    { name: 'Émile', count: 12 },
    { name: 'item 9' },
    { name: 'emile', count: 2 },
    { name: 'Zoé', count: 12 },
  ];

  it('sorts text in the reader language, with numbers in it by their value', () => {
    expect(names(sortRows(items, columns, { columnId: 'name', direction: 'ascending' }, compareText))).toEqual([
      'Émile',
      'emile',
      'item 9',
      'item 10',
      'Zoé',
    ]);
  });

  it('sorts numbers by size, both ways, equal ones in their first order and missing ones last', () => {
    expect(names(sortRows(items, columns, { columnId: 'count', direction: 'ascending' }, compareText))).toEqual([
      'emile',
      'item 10',
      'Émile',
      'Zoé',
      'item 9',
    ]);
    expect(names(sortRows(items, columns, { columnId: 'count', direction: 'descending' }, compareText))).toEqual([
      'Émile',
      'Zoé',
      'item 10',
      'emile',
      'item 9',
    ]);
  });

  it('keeps the rows as they are when unsorted or sorted by an unknown column', () => {
    expect(sortRows(items, columns, undefined, compareText)).toBe(items);
    expect(sortRows(items, columns, { columnId: 'gone', direction: 'ascending' }, compareText)).toBe(items);
  });
});

describe('pageOfRows', () => {
  it('slices the page, shorter at the end', () => {
    const rows = Array.from({ length: 23 }, (_, index) => index);
    expect(pageOfRows(rows, 0, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageOfRows(rows, 2, 10)).toEqual([20, 21, 22]);
    expect(pageOfRows(rows, 3, 10)).toEqual([]);
  });
});
