import { describe, expect, it } from 'vitest';

import { truncateText } from './truncateText';

describe('truncateText', () => {
  it('leaves text that fits alone', () => {
    expect(truncateText('Shopper Behavior', 50)).toBeNull();
    expect(truncateText('12345', 5)).toBeNull();
    expect(truncateText('', 0)).toBeNull();
  });

  it('cuts text longer than the limit to the limit', () => {
    expect(truncateText('123456', 5)).toBe('12345');
    expect(truncateText('a'.repeat(51), 50)).toBe('a'.repeat(50));
  });

  it('drops white space left at the cut', () => {
    expect(truncateText('Report   Builder', 8)).toBe('Report');
  });

  it('never splits a surrogate pair', () => {
    expect(truncateText('ab😀cd', 3)).toBe('ab😀');
    expect(truncateText('😀😀😀', 2)).toBe('😀😀');
  });

  it('keeps a character whole when a mark after the cut joins it', () => {
    expect(truncateText('abc\u0301d', 3)).toBe('abc\u0301');
    expect(truncateText('abc\u0301d', 2)).toBe('ab');
  });

  it('keeps combined characters whole', () => {
    expect(truncateText('cafe\u0301 au lait', 4)).toBe('cafe\u0301');
    expect(truncateText('🇲🇽🇨🇦🇺🇸', 2)).toBe('🇲🇽🇨🇦');
    expect(truncateText('👩‍👩‍👧 family', 1)).toBe('👩‍👩‍👧');
  });

  it('treats a limit of zero or less as nothing kept', () => {
    expect(truncateText('abc', 0)).toBe('');
    expect(truncateText('abc', -1)).toBe('');
  });
});
