import { describe, expect, it } from 'vitest';
import { visibleColumnCount } from './responsive';

describe('visibleColumnCount', () => {
  it.each([
    [425, 2],
    [767, 2],
    [768, 3],
    [1023, 3],
    [1024, 8],
    [1440, 8],
  ])('at %i px shows %i of 8 columns', (width, expected) => {
    expect(visibleColumnCount(width, 8)).toBe(expected);
  });
  it('never shows more columns than the table has', () => {
    expect(visibleColumnCount(900, 2)).toBe(2);
  });
  it('keeps every column of an exempt table', () => {
    expect(visibleColumnCount(425, 8, true)).toBe(8);
  });
});
