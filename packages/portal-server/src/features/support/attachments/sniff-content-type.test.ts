import { describe, expect, it } from 'vitest';
import { contentMatchesType } from './sniff-content-type';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('contentMatchesType', () => {
  it('accepts files that start with their type’s signature', () => {
    expect(contentMatchesType(text('%PDF-1.7\n'), 'application/pdf')).toBe(true);
    expect(contentMatchesType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png')).toBe(true);
    expect(contentMatchesType(bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg')).toBe(true);
    expect(contentMatchesType(text('GIF89a...'), 'image/gif')).toBe(true);
    expect(
      contentMatchesType(
        bytes(0x50, 0x4b, 0x03, 0x04, 0x14),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ),
    ).toBe(true);
  });

  it('refuses a file whose bytes say otherwise', () => {
    expect(contentMatchesType(text('MZ\u0090\u0000'), 'application/pdf')).toBe(false);
    expect(contentMatchesType(text('%PDF-1.7'), 'image/png')).toBe(false);
    expect(contentMatchesType(bytes(), 'image/jpeg')).toBe(false);
  });

  it('takes text without NUL bytes as text, and refuses binary content sent as text', () => {
    expect(contentMatchesType(text('id,name\n1,Ana\n'), 'text/csv')).toBe(true);
    expect(contentMatchesType(text('Hola, señora'), 'text/plain')).toBe(true);
    expect(contentMatchesType(bytes(0x4d, 0x5a, 0x90, 0x00, 0x03), 'text/plain')).toBe(false);
  });
});
