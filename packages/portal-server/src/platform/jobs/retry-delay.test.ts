import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay';

describe('the retry delay', () => {
  it('doubles with each attempt from 10 seconds and stops growing at an hour', () => {
    const withoutJitter = (attempt: number) => retryDelayMs(attempt, () => 0);
    expect([1, 2, 3, 4].map(withoutJitter)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(withoutJitter(9)).toBe(2_560_000);
    expect(withoutJitter(10)).toBe(3_600_000);
    expect(withoutJitter(40)).toBe(3_600_000);
  });

  it('takes off up to half at random', () => {
    expect(retryDelayMs(3, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(3, () => 0.999_999)).toBe(20_000);
  });
});
