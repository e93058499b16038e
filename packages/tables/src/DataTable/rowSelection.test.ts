import { describe, expect, it } from 'vitest';

import { pageSelection, withRows } from './rowSelection';

describe('row selection', () => {
  it('adds rows after those selected before, once each', () => {
    expect(withRows(['b'], ['a', 'b', 'c'], true)).toEqual(['b', 'a', 'c']);
  });

  it('takes rows out and keeps the others in order', () => {
    expect(withRows(['a', 'b', 'c', 'd'], ['c', 'a'], false)).toEqual(['b', 'd']);
  });

  it('tells the page’s checkbox whether all, some or none of its selectable rows are selected', () => {
    expect(pageSelection(['a', 'b'], new Set(['a', 'b', 'z']))).toBe('all');
    expect(pageSelection(['a', 'b'], new Set(['b']))).toBe('some');
    expect(pageSelection(['a', 'b'], new Set(['z']))).toBe('none');
    expect(pageSelection([], new Set(['z']))).toBe('none');
  });
});
