import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl as createReactIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { precompiled } from '../../../scripts/precompiledMessages';
import { loadSourceCatalogue, loadTranslation, type Catalogue } from '../catalogues';
import { createIntl } from './index';

/** The arguments of a message and whether each is a number, a tag or text. */
function argumentsOf(elements: readonly MessageFormatElement[], found = new Map<string, 'number' | 'tag' | 'text'>()) {
  for (const element of elements) {
    if (element.type === TYPE.number || element.type === TYPE.plural) found.set(element.value, 'number');
    if (element.type === TYPE.argument && !found.has(element.value)) found.set(element.value, 'text');
    if (element.type === TYPE.tag) found.set(element.value, 'tag');
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

function valuesFor(elements: readonly MessageFormatElement[], count: number) {
  return Object.fromEntries(
    [...argumentsOf(elements)].map(([name, kind]) => [
      name,
      kind === 'number' ? count : kind === 'tag' ? (chunks: ReactNode[]) => createElement('b', null, ...chunks) : 'Ada',
    ]),
  );
}

const markup = (node: ReactNode) => renderToStaticMarkup(createElement('p', null, node));

const locales = [
  ['en-US', await loadSourceCatalogue()],
  ['es-MX', await loadTranslation('es-MX')],
  ['fr-CA', await loadTranslation('fr-CA')],
] as const;

describe('compiledIntl', () => {
  it.each(locales)('formats every %s message as react-intl does', (locale, catalogue) => {
    const messages = catalogue as Catalogue;
    const parsed = Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, precompiled(message)]));
    const reactIntl = createReactIntl({ locale, messages });
    const compiled = createIntl({ locale, messages: parsed });
    for (const [id, message] of Object.entries(messages)) {
      const elements = parse(message);
      for (const count of [0, 1, 2, 1234.5]) {
        const values = valuesFor(elements, count);
        expect(markup(compiled.formatMessage({ id }, values)), `${id} with ${count}`).toBe(
          markup(reactIntl.formatMessage({ id: id as never }, values)),
        );
      }
    }
  });

  it('shows the id of a message it does not have, or when a value is missing', () => {
    const compiled = createIntl({ locale: 'en-US', messages: { greeting: parse('Hello {name}') } });

    expect(compiled.formatMessage({ id: 'farewell' })).toBe('farewell');
    expect(compiled.formatMessage({ id: 'greeting' })).toBe('greeting');
  });

  it('formats numbers and lists, nodes included, as react-intl does', () => {
    const reactIntl = createReactIntl({ locale: 'fr-CA' });
    const compiled = createIntl({ locale: 'fr-CA' });
    const size = { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 } as const;
    const list = ['Ada', createElement('b', { key: 'b' }, 'Grace'), 'Edsger'];

    expect(compiled.formatNumber(1536.25, size)).toBe(reactIntl.formatNumber(1536.25, size));
    const when = '2026-03-01T17:05:00.000Z';
    const time = { hour: '2-digit', minute: '2-digit' } as const;
    expect(compiled.formatTime(when, time)).toBe(reactIntl.formatTime(when, time));
    expect(compiled.formatTime(when)).toBe(reactIntl.formatTime(when));
    expect(compiled.formatDate(when)).toBe(reactIntl.formatDate(when));
    expect(compiled.formatList(['Ada', 'Grace'], { type: 'conjunction' })).toBe(
      reactIntl.formatList(['Ada', 'Grace'], { type: 'conjunction' }),
    );
    expect(markup(compiled.formatList(list, { type: 'conjunction' }))).toBe(
      markup(reactIntl.formatList(list, { type: 'conjunction' })),
    );
  });
});
