import { styleVariants } from '@vanilla-extract/css';

// Fractions shrink a little to make room for the gap, so columns of 1/2 + 1/2 fit on one row.
// Stacked (below the collapse breakpoint) a percentage basis has no height to resolve against,
// so every column simply takes its content's height.
export const columnWidth = styleVariants({
  fill: { flex: '1 1 0', minWidth: 0 },
  content: { flex: '0 0 auto' },
  '1/2': { flex: '0 1 50%', minWidth: 0 },
  '1/3': { flex: '0 1 33.3333%', minWidth: 0 },
  '2/3': { flex: '0 1 66.6667%', minWidth: 0 },
  '1/4': { flex: '0 1 25%', minWidth: 0 },
  '3/4': { flex: '0 1 75%', minWidth: 0 },
});

export type ColumnWidth = keyof typeof columnWidth;
