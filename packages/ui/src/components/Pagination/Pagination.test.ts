import { describe, expect, it } from 'vitest';

import { formatNumbers, pageCount, pageRange } from './pages';

describe('pageCount', () => {
  it('rounds a partly filled last page up', () => {
    expect(pageCount(57, 10)).toBe(6);
    expect(pageCount(50, 25)).toBe(2);
    expect(pageCount(1, 100)).toBe(1);
  });

  it('keeps one page for an empty list', () => {
    expect(pageCount(0, 10)).toBe(1);
  });
});

describe('pageRange', () => {
  it('numbers the rows of a full page', () => {
    expect(pageRange(1, 10, 57)).toEqual({ start: 1, end: 10 });
    expect(pageRange(2, 25, 57)).toEqual({ start: 26, end: 50 });
  });

  it('stops at the last row on the last page', () => {
    expect(pageRange(6, 10, 57)).toEqual({ start: 51, end: 57 });
  });

  it('is empty without rows', () => {
    expect(pageRange(1, 10, 0)).toEqual({ start: 0, end: 0 });
  });
});

describe('formatNumbers', () => {
  it('formats each placeholder for the locale', () => {
    expect(
      formatNumbers('{start}–{end} of {total}', { start: 1, end: 10, total: 12345 }, new Intl.NumberFormat('en-US')),
    ).toBe('1–10 of 12,345');
    expect(
      formatNumbers('{start}–{end} sur {total}', { start: 1, end: 10, total: 12345 }, new Intl.NumberFormat('fr-CA')),
    ).toBe('1–10 sur 12\u00a0345');
  });

  it('leaves unknown placeholders as written', () => {
    expect(formatNumbers('Page {page} of {count}', { page: 2 }, new Intl.NumberFormat('en-US'))).toBe(
      'Page 2 of {count}',
    );
  });
});
