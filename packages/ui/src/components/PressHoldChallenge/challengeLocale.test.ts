import { describe, expect, it } from 'vitest';

import { challengeLocaleFor } from './challengeLocale';

describe('challengeLocaleFor', () => {
  it('maps the portal locales as the specification says', () => {
    expect(challengeLocaleFor('en-US')).toBe('en');
    expect(challengeLocaleFor('es-MX')).toBe('es');
    expect(challengeLocaleFor('fr-CA')).toBe('fr-CA');
  });

  it('falls back to English for any other locale', () => {
    expect(challengeLocaleFor('en-CA')).toBe('en');
    expect(challengeLocaleFor('de-DE')).toBe('en');
    expect(challengeLocaleFor('')).toBe('en');
  });
});
