import { describe, expect, it } from 'vitest';
import { resolveLocale } from './locales';

describe('resolveLocale', () => {
  it.each(['en-US', 'es-MX', 'fr-CA'] as const)('keeps the allowed %s', (locale) => {
    expect(resolveLocale(locale)).toBe(locale);
  });
  it.each(['en-CA', 'fr-FR', 'es', '', undefined, null, 42])('falls back to en-US for %s', (value) => {
    expect(resolveLocale(value)).toBe('en-US');
  });
});
