import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, LOCALES } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { loadSourceCatalogue, loadTranslation, type Catalogue } from './catalogues';
import { frenchTypographyFaults, informalSpanishWords } from './copyRules';

/** Every area's catalogue file (`messages/<locale>.json` in the shell's or a feature's folder), by path. */
const AREA_FILES = import.meta.glob<Readonly<Record<string, string>>>('../**/messages/*.json', {
  eager: true,
  import: 'default',
});
/** The areas' catalogues: folder -> locale -> messages. */
const AREAS = new Map<string, Map<string, Readonly<Record<string, string>>>>();
for (const [file, messages] of Object.entries(AREA_FILES)) {
  const [, folder = '', locale = ''] = /^(.+)\/messages\/([^/]+)\.json$/.exec(file) ?? [];
  AREAS.set(folder, (AREAS.get(folder) ?? new Map()).set(locale, messages));
}

const CATALOGUES = Object.fromEntries(
  await Promise.all(
    LOCALES.map(
      async (locale) =>
        [locale, locale === 'en-US' ? await loadSourceCatalogue() : await loadTranslation(locale)] as const,
    ),
  ),
) as Record<(typeof LOCALES)[number], Catalogue>;
const source = CATALOGUES[DEFAULT_LOCALE];
const translations = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/**
 * Messages whose translation is rightly the English text (docs/copy-guide.md, "Names we never translate").
 * Keep it short: a text that reads the same only by accident of the current wording does not belong here.
 */
const SAME_IN_EVERY_LANGUAGE: Readonly<Partial<Record<string, string>>> = {
  // The product's brand name, shown as the page title of its launch route.
  'pageTitle.reportBuilder': 'Report Builder',
  // The spec's short name of a third-party agency's domain.
  'domains.type.thirdParty': '3P',
  // The retailer's own name of the column (its blackout and strategic business unit codes), as the spec gives it.
  'globalUsers.filter.sbu': 'Blackout/SBU',
};

/** The arguments and tags a message expects, e.g. `productName:argument`, `count:plural`, `<b>`. */
function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const visit = (elements: readonly MessageFormatElement[]): void => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          found.add(`${element.value}:${TYPE[element.type]}`);
          break;
        case TYPE.select:
        case TYPE.plural:
          found.add(`${element.value}:${TYPE[element.type]}`);
          Object.values(element.options).forEach((option) => visit(option.value));
          break;
        case TYPE.tag:
          found.add(`<${element.value}>`);
          visit(element.children);
          break;
        default:
          break;
      }
    }
  };
  visit(parse(message));
  return [...found].sort();
}

describe('message catalogues', () => {
  it('finds the catalogues of the shell and of every feature', () => {
    expect([...AREAS.keys()]).toEqual(
      expect.arrayContaining(['../shell', '../features/identity', '../features/support']),
    );
  });

  it.each([...AREAS.keys()])('%s has a catalogue in every locale', (area) => {
    expect([...(AREAS.get(area)?.keys() ?? [])].sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('%s merges every area’s catalogue', (locale) => {
    const merged: Readonly<Record<string, string>> = CATALOGUES[locale];
    for (const [area, catalogues] of AREAS) {
      expect(merged, area).toMatchObject(catalogues.get(locale) ?? {});
    }
  });

  it('gives each message id to one area only', () => {
    const areasOf = new Map<string, string[]>();
    for (const [area, catalogues] of AREAS) {
      for (const id of Object.keys(catalogues.get(DEFAULT_LOCALE) ?? {}))
        areasOf.set(id, [...(areasOf.get(id) ?? []), area]);
    }
    expect([...areasOf].filter(([, areas]) => areas.length > 1)).toEqual([]);
  });

  it.each(translations)('%s has exactly the keys of en-US', (locale) => {
    expect(Object.keys(CATALOGUES[locale]).sort()).toEqual(Object.keys(source).sort());
  });

  it.each(translations)('%s translates every message (no empty or copied English text)', (locale) => {
    const untranslated = Object.entries(CATALOGUES[locale])
      .filter(
        ([id, message]) =>
          message.trim() === '' ||
          (message === source[id as keyof typeof source] && SAME_IN_EVERY_LANGUAGE[id] !== message),
      )
      .map(([id]) => id);
    expect(untranslated).toEqual([]);
  });

  it('keeps the allow list of texts left in English to texts that are English in every catalogue', () => {
    for (const [id, message] of Object.entries(SAME_IN_EVERY_LANGUAGE)) {
      for (const locale of LOCALES) expect(CATALOGUES[locale][id as keyof Catalogue], `${locale} ${id}`).toBe(message);
    }
  });

  it('writes fr-CA with Quebec typography (non-breaking spaces before ":" and inside « », none before ; ? !)', () => {
    const faults = Object.entries(CATALOGUES['fr-CA']).flatMap(([id, message]) =>
      frenchTypographyFaults(message).map((fault) => `${id}: ${fault}`),
    );
    expect(faults).toEqual([]);
  });

  it('addresses the reader as "usted" in es-MX, never "tú"', () => {
    const informal = Object.entries(CATALOGUES['es-MX'])
      .map(([id, message]) => [id, informalSpanishWords(message)] as const)
      .filter(([, words]) => words.length > 0)
      .map(([id, words]) => `${id}: ${words.join(', ')}`);
    expect(informal).toEqual([]);
  });

  it.each(LOCALES)('%s messages are valid ICU', (locale) => {
    for (const message of Object.values(CATALOGUES[locale])) {
      expect(() => parse(message)).not.toThrow();
    }
  });

  it.each(translations)('%s uses the same ICU arguments and tags as en-US in every message', (locale) => {
    const catalogue: Readonly<Record<string, string>> = CATALOGUES[locale];
    const mismatches = Object.entries(source)
      .filter(([id]) => id in catalogue)
      .filter(([id, message]) => placeholdersOf(message).join() !== placeholdersOf(catalogue[id] ?? '').join())
      .map(([id]) => id);
    expect(mismatches).toEqual([]);
  });
});
