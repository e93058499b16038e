import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

const inLocale = (locale: string) => createIntl({ locale });

describe('formatFileSize', () => {
  it.each([
    [0, '0 byte'],
    [512, '512 byte'],
    [1023, '1,023 byte'],
    [1024, '1 kB'],
    [48_213, '47.1 kB'],
    [1024 * 1024, '1 MB'],
    [10 * 1024 * 1024, '10 MB'],
  ])('writes %i bytes as %s in en-US', (bytes, expected) => {
    expect(formatFileSize(inLocale('en-US'), bytes)).toBe(expected);
  });

  it('follows the reader’s language', () => {
    expect(formatFileSize(inLocale('fr-CA'), 48_213)).toBe('47,1\u00a0ko');
    expect(formatFileSize(inLocale('es-MX'), 48_213)).toBe('47.1 kB');
  });
});
