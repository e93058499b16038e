/**
 * A long page renders in steps: first the rows in view, then a step more each frame until the page is
 * whole. The rows out of view follow before anyone can scroll to them, and every row ends up in the
 * document, for find in page and for screen readers.
 */

/** Rows rendered in one step: about a screenful at desktop height. Pages this short render at once. */
export const ROWS_PER_STEP = 25;

/** A row's height before any has been measured: one line of text with the cell's padding and border. */
export const ESTIMATED_ROW_HEIGHT = 41;

/** The rendered rows of a page: from `start` up to, not including, `end`. */
export interface RowWindow {
  start: number;
  end: number;
}

/** Where the table body lies in the viewport, in CSS pixels. */
export interface BodyGeometry {
  /** The body's top edge relative to the viewport's; negative once scrolled past. */
  top: number;
  viewportHeight: number;
  /** The measured height of a rendered row, on average. */
  rowHeight: number;
}

/**
 * A table about to be drawn for the first time has no geometry yet: it is taken to start at the top of
 * the viewport, the most rows it can show, each of the estimated height.
 */
export const unmeasuredGeometry = (viewportHeight: number): BodyGeometry => ({
  top: 0,
  viewportHeight,
  rowHeight: ESTIMATED_ROW_HEIGHT,
});

export const wholePage = (rowCount: number): RowWindow => ({ start: 0, end: rowCount });

/**
 * The rows a page shows first: those in the viewport (the whole page when that is one step), or the
 * first step when the body is out of view.
 */
export function firstRowWindow(rowCount: number, { top, viewportHeight, rowHeight }: BodyGeometry): RowWindow {
  if (rowCount <= ROWS_PER_STEP) return wholePage(rowCount);
  const start = Math.max(0, Math.floor(-top / rowHeight));
  const end = Math.min(rowCount, Math.ceil((viewportHeight - top) / rowHeight));
  return start < end ? { start, end } : { start: 0, end: ROWS_PER_STEP };
}

/** The window one step larger: downwards first, where readers go, then upwards. */
export function nextRowWindow({ start, end }: RowWindow, rowCount: number): RowWindow {
  const grownEnd = Math.min(rowCount, end + ROWS_PER_STEP);
  return { start: Math.max(0, start - (ROWS_PER_STEP - (grownEnd - end))), end: grownEnd };
}

export const isWholePage = ({ start, end }: RowWindow, rowCount: number) => start === 0 && end >= rowCount;
