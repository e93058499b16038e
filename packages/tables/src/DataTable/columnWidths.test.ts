import { describe, expect, it } from 'vitest';

import { columnLayout } from './columnWidths';

const noControls = { leading: [], trailing: [] };

describe('columnLayout', () => {
  it('gives the controls their rem and shares the rest among the data columns as their widths say', () => {
    const layout = columnLayout(
      [{ header: 'Name', width: 3 }, { header: 'Status' }],
      { leading: ['selection'], trailing: ['actions'] },
      false,
    );
    expect(layout.columns).toEqual([
      { width: '2.75rem' },
      { width: '75.0000%' },
      { width: '25.0000%' },
      { width: '4.25rem' },
    ]);
  });

  it("keeps every column at least as wide as its header's longest word, the sort icon and the cell's padding", () => {
    const layout = columnLayout(
      [
        { header: 'Company Type', width: 3 },
        { header: 'Status', isSortable: true },
      ],
      { leading: ['selection'], trailing: ['actions'] },
      false,
    );
    // "Company" (6.35ch) needs its share, three quarters, to reach 6.35ch + 1.5rem: the table 4/3 of that.
    // "Status" (4.34ch) and the icon need their quarter to reach 4.34ch + 2.75rem: the table 4 times that.
    expect(layout.table).toEqual({ minWidth: 'calc(max(8.4667ch + 2rem, 17.36ch + 11rem) + 7rem)' });
  });

  it('makes a scrolling table wide enough for every column to reach its declared minimum', () => {
    const layout = columnLayout(
      [
        { header: 'Name', width: 2, minWidth: 12 },
        { header: 'Role', minWidth: 8 },
      ],
      noControls,
      true,
    );
    // The second column's third of the room reaches 8 rem at 24 rem; the first's two thirds pass 12 there.
    expect(layout.table).toEqual({ minWidth: 'calc(max(5.79ch + 2.25rem, 18rem, 9.18ch + 4.5rem, 24rem) + 0rem)' });
  });

  it('keeps 10 rem for the columns of a scrolling table that declare no minimum, and none in a narrowing one', () => {
    const columns = [{ header: 'ID' }];
    expect(columnLayout(columns, noControls, true).table).toEqual({
      minWidth: 'calc(max(1.4ch + 1.5rem, 10rem) + 0rem)',
    });
    expect(columnLayout(columns, noControls, false).table).toEqual({ minWidth: 'calc(max(1.4ch + 1.5rem) + 0rem)' });
  });

  it('keeps a column at least as wide as the widest of its whole words as a cell draws them, with the padding', () => {
    const layout = columnLayout(
      [{ header: 'Rol', wholeWords: ['Usuario', 'Administrador de cuentas'] }, { header: 'Estado' }],
      noControls,
      false,
    );
    // "Administrador" (9.43ch in a header) runs 15% wider in a cell: its column's half of the table reaches it at twice that.
    expect(layout.table).toEqual({ minWidth: 'calc(max(4.46ch + 3rem, 21.689ch + 3rem, 9.44ch + 3rem) + 0rem)' });
  });

  it('adds a declared minimum to the header words of a table that narrows by hiding columns', () => {
    const layout = columnLayout([{ header: 'Role', minWidth: 9 }], noControls, false);
    expect(layout.table).toEqual({ minWidth: 'calc(max(3.06ch + 1.5rem, 9rem) + 0rem)' });
  });
});
