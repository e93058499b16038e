import { useEffect, useState } from 'react';

import {
  ESTIMATED_ROW_HEIGHT,
  firstRowWindow,
  isWholePage,
  nextRowWindow,
  unmeasuredGeometry,
  type BodyGeometry,
  type RowWindow,
} from './progressiveRows';

interface Progress {
  /** The page's row ids in order: a new page, order or page size starts over from the rows in view. */
  pageKey: string;
  /** Counts the pages that shared no row with the one before, to key the body by. */
  generation: number;
  window: RowWindow;
  rowHeight: number;
}

/** Where the table's body and its rendered rows (those with `rowClassName`) lie in the viewport. */
function bodyGeometry(table: HTMLTableElement | null, rowClassName: string): BodyGeometry {
  const body = table?.tBodies[0];
  const rows = body?.getElementsByClassName(rowClassName);
  const first = rows?.[0];
  const last = rows?.[rows.length - 1];
  if (!body || !rows || !first || !last) return unmeasuredGeometry(window.innerHeight);
  const rowHeight = (last.getBoundingClientRect().bottom - first.getBoundingClientRect().top) / rows.length;
  return {
    top: body.getBoundingClientRect().top,
    viewportHeight: window.innerHeight,
    rowHeight: rowHeight > 0 ? rowHeight : ESTIMATED_ROW_HEIGHT,
  };
}

function startPage(pageKey: string, generation: number, rowCount: number, geometry: BodyGeometry): Progress {
  return { pageKey, generation, window: firstRowWindow(rowCount, geometry), rowHeight: geometry.rowHeight };
}

/** Whether the new page keeps any row of the old one (a new order, a refresh), rather than replacing them all. */
function sharesRows(oldPageKey: string, rowIds: readonly string[]): boolean {
  const oldIds = new Set(oldPageKey.split('\n'));
  return rowIds.some((id) => oldIds.has(id));
}

export interface ProgressiveRows {
  /**
   * Changes when a page shares no row with the one before (another page, other rows). Keyed by it, the body
   * is replaced whole: one removal from the document rather than one per row. Pages that keep rows keep
   * their elements, and so the focus in them.
   */
  bodyKey: number;
  /** The rendered rows of the page. */
  window: RowWindow;
  /** Space held for the rows not rendered yet, above and below the window, so nothing moves as they come. */
  heightBefore: number;
  heightAfter: number;
}

/**
 * Renders a long page in steps (see progressiveRows): the rows in view in the frame that shows the page,
 * then a step more each frame. `table` is measured when a new page starts: its body's rendered rows carry
 * `rowClassName`.
 */
export function useProgressiveRows(
  rowIds: readonly string[],
  table: HTMLTableElement | null,
  rowClassName: string,
): ProgressiveRows {
  const rowCount = rowIds.length;
  const pageKey = rowIds.join('\n');
  const [progress, setProgress] = useState(() => startPage(pageKey, 0, rowCount, bodyGeometry(table, rowClassName)));

  // A new page replaces the window while rendering, so no frame shows the old window over the new rows.
  const current =
    progress.pageKey === pageKey
      ? progress
      : startPage(
          pageKey,
          progress.generation + Number(!sharesRows(progress.pageKey, rowIds)),
          rowCount,
          bodyGeometry(table, rowClassName),
        );
  if (current !== progress) setProgress(current);

  const { window: rowWindow, rowHeight, generation } = current;
  const isWhole = isWholePage(rowWindow, rowCount);
  useEffect(() => {
    if (isWhole) return;
    const frame = requestAnimationFrame(() =>
      setProgress((latest) =>
        latest.pageKey === pageKey ? { ...latest, window: nextRowWindow(latest.window, rowCount) } : latest,
      ),
    );
    return () => cancelAnimationFrame(frame);
  }, [pageKey, rowCount, rowWindow, isWhole]);

  return {
    bodyKey: generation,
    window: rowWindow,
    heightBefore: rowWindow.start * rowHeight,
    heightAfter: Math.max(0, rowCount - rowWindow.end) * rowHeight,
  };
}
