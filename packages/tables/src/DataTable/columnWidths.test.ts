import { describe, expect, it } from 'vitest';

import { columnLayout } from './columnWidths';

describe('columnLayout', () => {
  it('gives the controls their rem and shares the rest among the data columns as their widths say', () => {
    const layout = columnLayout([{ width: 3 }, {}], { leading: ['selection'], trailing: ['actions'] }, false);
    expect(layout.columns).toEqual([
      { width: '2.75rem' },
      { width: '75.0000%' },
      { width: '25.0000%' },
      { width: '4.25rem' },
    ]);
    expect(layout.table).toBeUndefined();
  });

  it('makes a scrolling table wide enough for every column to reach its minimum', () => {
    const layout = columnLayout([{ width: 2, minWidth: 12 }, { minWidth: 8 }], { leading: [], trailing: [] }, true);
    // The second column's third of the room reaches 8 rem at 24 rem; the first's two thirds pass 12 there.
    expect(layout.table).toEqual({ minWidth: '24rem' });
  });
});
