import { describe, expect, it } from 'vitest';
import { frenchTypographyFaults, informalSpanishWords } from './copyRules';

// The texts the ui, forms and tables packages ship, per language, held to the same copy rules as the app's
// catalogues (docs/copy-guide.md). A text may be a function of its variables: it is called with sample ones.
const MODULES = import.meta.glob<Readonly<Record<string, unknown>>>(
  ['../../../ui/src/**/*Messages.ts', '../../../forms/src/formMessages.ts', '../../../tables/src/**/*Messages.ts'],
  { eager: true },
);

const SAMPLE = { term: 'x', maxSize: '10 MB', fileName: 'a.pdf', minLength: 3, count: 2, row: 'x', year: 2025 };

/** Every shipped text of a locale, as `<file> <key>` -> text. */
function textsOf(locale: 'es-MX' | 'fr-CA'): [string, string][] {
  return Object.entries(MODULES).flatMap(([file, exports]) =>
    Object.values(exports).flatMap((value) => {
      const texts = (value as Partial<Record<string, Record<string, unknown>>>)?.[locale];
      if (typeof texts !== 'object' || texts === null) return [];
      return Object.entries(texts).map(([key, text]): [string, string] => [
        `${file.replace(/^(\.\.\/)+/, '')} ${key}`,
        typeof text === 'function' ? String(text({ ...SAMPLE, locale })) : String(text),
      ]);
    }),
  );
}

describe('texts the packages ship', () => {
  it('finds the packages’ texts', () => {
    expect(textsOf('es-MX').length).toBeGreaterThan(50);
  });

  it('writes fr-CA with Quebec typography', () => {
    const faults = textsOf('fr-CA').flatMap(([id, text]) =>
      frenchTypographyFaults(text).map((fault) => `${id}: ${fault}`),
    );
    expect(faults).toEqual([]);
  });

  it('addresses the reader as "usted" in es-MX', () => {
    const informal = textsOf('es-MX')
      .map(([id, text]) => [id, informalSpanishWords(text)] as const)
      .filter(([, words]) => words.length > 0)
      .map(([id, words]) => `${id}: ${words.join(', ')}`);
    expect(informal).toEqual([]);
  });
});
