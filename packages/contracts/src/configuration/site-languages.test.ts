import { describe, expect, it } from 'vitest';
import { resolveAllowedLocale } from './site-languages';

describe('resolveAllowedLocale', () => {
  it('keeps a locale the site allows', () => {
    expect(resolveAllowedLocale('fr-CA', ['en-US', 'fr-CA'])).toBe('fr-CA');
    expect(resolveAllowedLocale('es-MX', ['es-MX', 'en-US', 'fr-CA'])).toBe('es-MX');
  });

  it('falls back to en-US for a portal language the site does not allow', () => {
    expect(resolveAllowedLocale('es-MX', ['en-US', 'fr-CA'])).toBe('en-US');
  });

  it.each(['en-CA', 'fr-FR', '', undefined, null, 7])('falls back to en-US for %s', (value) => {
    expect(resolveAllowedLocale(value, ['en-US', 'es-MX', 'fr-CA'])).toBe('en-US');
  });
});
