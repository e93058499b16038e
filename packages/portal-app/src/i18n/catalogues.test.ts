import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, LOCALES } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, type Catalogue } from './catalogues';

const CATALOGUES = Object.fromEntries(
  await Promise.all(LOCALES.map(async (locale) => [locale, await loadCatalogue(locale)] as const)),
) as Record<(typeof LOCALES)[number], Catalogue>;
const source = CATALOGUES[DEFAULT_LOCALE];
const translations = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

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
  it.each(translations)('%s has exactly the keys of en-US', (locale) => {
    expect(Object.keys(CATALOGUES[locale]).sort()).toEqual(Object.keys(source).sort());
  });

  it.each(translations)('%s translates every message (no empty or copied English text)', (locale) => {
    const untranslated = Object.entries(CATALOGUES[locale])
      .filter(([id, message]) => message.trim() === '' || message === source[id as keyof typeof source])
      .map(([id]) => id);
    expect(untranslated).toEqual([]);
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
