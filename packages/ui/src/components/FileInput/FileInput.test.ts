import { describe, expect, it } from 'vitest';

import { defaultMaxSizeBytes, formatFileSize, isWithinMaxSize } from './fileSize';

describe('isWithinMaxSize', () => {
  it('accepts a file of exactly 10 MB, the default limit', () => {
    expect(defaultMaxSizeBytes).toBe(10485760);
    expect(isWithinMaxSize(10485760, defaultMaxSizeBytes)).toBe(true);
  });

  it('rejects a file one byte over the limit', () => {
    expect(isWithinMaxSize(10485761, defaultMaxSizeBytes)).toBe(false);
  });
});

describe('formatFileSize', () => {
  it('shows the limit as 10 MB, in the reader’s language', () => {
    expect(formatFileSize(10485760, 'en-US')).toBe('10 MB');
    expect(formatFileSize(10485760, 'fr-CA')).toBe('10\u00a0Mo');
  });

  it('picks the unit that keeps the number short', () => {
    expect(formatFileSize(0, 'en-US')).toBe('0 byte');
    expect(formatFileSize(512, 'en-US')).toBe('512 byte');
    expect(formatFileSize(1536, 'en-US')).toBe('1.5 kB');
    expect(formatFileSize(3 * 1024 ** 3, 'en-US')).toBe('3 GB');
  });
});
