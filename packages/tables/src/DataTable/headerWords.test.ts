import { describe, expect, it } from 'vitest';

import { splitLastWord, widestWordWidth } from './headerWords';

describe('widestWordWidth', () => {
  it("adds up the widest word's characters by kind: narrow, wide, capitals and digits, the rest", () => {
    // S 0.95, t and t 0.45, a, u and s 0.83.
    expect(widestWordWidth('Status')).toBeCloseTo(4.34);
    // "d’utilisateur" (seven narrow characters, six others) is wider than "Type".
    expect(widestWordWidth('Type d’utilisateur')).toBeCloseTo(8.13);
    expect(widestWordWidth('MW 1')).toBeCloseTo(2.5);
  });

  it('is 0 for an empty label', () => {
    expect(widestWordWidth('  ')).toBe(0);
  });
});

describe('splitLastWord', () => {
  it('keeps the space before the last word with the words before it', () => {
    expect(splitLastWord('Dernière connexion')).toEqual({ leading: 'Dernière ', last: 'connexion' });
    expect(splitLastWord('Fecha de creación')).toEqual({ leading: 'Fecha de ', last: 'creación' });
  });

  it('gives a single word as the last one', () => {
    expect(splitLastWord(' Status ')).toEqual({ leading: '', last: 'Status' });
  });
});
