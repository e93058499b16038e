import type { SortingState } from '@tanstack/react-table';

import type { SortDescriptor } from './types';

/** TanStack's sorting state for a sort descriptor (one column at most). */
export function toSortingState(sort: SortDescriptor | undefined): SortingState {
  return sort ? [{ id: sort.columnId, desc: sort.direction === 'descending' }] : [];
}

/** The sort descriptor of TanStack's sorting state, or undefined when unsorted. */
export function toSortDescriptor(sorting: SortingState): SortDescriptor | undefined {
  const [first] = sorting;
  return first && { columnId: first.id, direction: first.desc ? 'descending' : 'ascending' };
}
