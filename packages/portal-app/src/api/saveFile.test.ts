import { describe, expect, it } from 'vitest';
import { fileNameOf } from './saveFile';

describe('fileNameOf', () => {
  it('prefers the encoded name of RFC 6266 to the plain one', () => {
    expect(fileNameOf(`attachment; filename="users.xlsx"; filename*=UTF-8''utilisateurs%20%C3%A9t%C3%A9.xlsx`)).toBe(
      'utilisateurs été.xlsx',
    );
  });

  it('reads a plain name, quoted or not', () => {
    expect(fileNameOf('attachment; filename="glossary.xlsx"')).toBe('glossary.xlsx');
    expect(fileNameOf('attachment; filename=activity-log.csv')).toBe('activity-log.csv');
  });

  it('answers null without a header or a name in it', () => {
    expect(fileNameOf(undefined)).toBeNull();
    expect(fileNameOf('inline')).toBeNull();
  });
});
