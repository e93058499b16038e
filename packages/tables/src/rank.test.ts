import { describe, expect, it } from 'vitest';
import { rowRank } from './rank';

describe('rowRank', () => {
  it('counts from one on the first page', () => {
    expect(rowRank({ page: 1, pageSize: 25, index: 0 })).toBe(1);
    expect(rowRank({ page: 1, pageSize: 25, index: 24 })).toBe(25);
  });
  it('continues across later pages', () => {
    expect(rowRank({ page: 2, pageSize: 25, index: 0 })).toBe(26);
    expect(rowRank({ page: 4, pageSize: 10, index: 9 })).toBe(40);
  });
  it('is 0 for a page before the first', () => {
    expect(rowRank({ page: 0, pageSize: 10, index: 3 })).toBe(0);
  });
});
