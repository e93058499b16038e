import { describe, expect, it } from 'vitest';
import { toSortDescriptor, toSortingState } from './sorting';

describe('sort descriptors and TanStack sorting state', () => {
  it('convert both ways', () => {
    expect(toSortingState({ columnId: 'email', direction: 'descending' })).toEqual([{ id: 'email', desc: true }]);
    expect(toSortDescriptor([{ id: 'email', desc: false }])).toEqual({ columnId: 'email', direction: 'ascending' });
  });
  it('are empty when unsorted', () => {
    expect(toSortingState(undefined)).toEqual([]);
    expect(toSortDescriptor([])).toBeUndefined();
  });
});
