import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './accepted-encoding';

describe('the encoding a client accepts', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['', undefined],
  ])('%j -> %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });

  it('accepts none without a header', () => {
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});
