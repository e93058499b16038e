import { describe, expect, it } from 'vitest';

import { longestWordLength, splitLastWord } from './headerWords';

describe('longestWordLength', () => {
  it('counts the characters of the longest word, accents as one', () => {
    expect(longestWordLength('Correo electrónico')).toBe(11);
    expect(longestWordLength("Type d'utilisateur")).toBe(13);
    expect(longestWordLength('Status')).toBe(6);
  });

  it('is 0 for an empty label', () => {
    expect(longestWordLength('  ')).toBe(0);
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
