export const NARROW_TABLE_MAX_WIDTH = 768;
export const MEDIUM_TABLE_MAX_WIDTH = 1024;

/**
 * How many leading columns a table shows at a window width: below 768 px the first two, from 768 to under
 * 1024 the first three, otherwise all. Exempt tables (activity log, global user management) keep every
 * column and scroll horizontally instead.
 */
export function visibleColumnCount(windowWidth: number, columnCount: number, exempt = false): number {
  if (exempt || windowWidth >= MEDIUM_TABLE_MAX_WIDTH) return columnCount;
  return Math.min(columnCount, windowWidth < NARROW_TABLE_MAX_WIDTH ? 2 : 3);
}
