import { describe, expect, it } from 'vitest';

import { firstRowWindow, isWholePage, nextRowWindow, ROWS_PER_STEP, unmeasuredGeometry } from './progressiveRows';

const geometry = { viewportHeight: 900, rowHeight: 40 };

describe('firstRowWindow', () => {
  it('renders a page of one step whole', () => {
    expect(firstRowWindow(ROWS_PER_STEP, { ...geometry, top: 5000 })).toEqual({ start: 0, end: ROWS_PER_STEP });
  });

  it('renders the rows in view of a long page', () => {
    expect(firstRowWindow(100, { ...geometry, top: 100 })).toEqual({ start: 0, end: 20 });
    // Scrolled to the page's end, as after pressing "Next page" below the table.
    expect(firstRowWindow(100, { ...geometry, top: -3300 })).toEqual({ start: 82, end: 100 });
    expect(firstRowWindow(100, { ...geometry, top: -1010 })).toEqual({ start: 25, end: 48 });
  });

  it('renders the first step when the body is out of view', () => {
    expect(firstRowWindow(100, { ...geometry, top: 950 })).toEqual({ start: 0, end: ROWS_PER_STEP });
    expect(firstRowWindow(100, { ...geometry, top: -5000 })).toEqual({ start: 0, end: ROWS_PER_STEP });
  });

  it('takes a table not laid out yet to start at the top of the viewport', () => {
    expect(firstRowWindow(100, unmeasuredGeometry(900))).toEqual({ start: 0, end: 22 });
  });
});

describe('nextRowWindow', () => {
  it('grows by a step, downwards first, then upwards', () => {
    expect(nextRowWindow({ start: 0, end: 20 }, 100)).toEqual({ start: 0, end: 20 + ROWS_PER_STEP });
    expect(nextRowWindow({ start: 82, end: 100 }, 100)).toEqual({ start: 82 - ROWS_PER_STEP, end: 100 });
    expect(nextRowWindow({ start: 25, end: 90 }, 100)).toEqual({ start: 10, end: 100 });
  });

  it('reaches the whole page', () => {
    let window = firstRowWindow(100, { ...geometry, top: -1010 });
    let steps = 0;
    while (!isWholePage(window, 100)) {
      window = nextRowWindow(window, 100);
      steps += 1;
    }
    expect(window).toEqual({ start: 0, end: 100 });
    expect(steps).toBe(4);
  });
});
