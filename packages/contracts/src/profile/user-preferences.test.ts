import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_TIMEZONE_MESSAGE, UserPreferencesSchema } from './user-preferences';

describe('UserPreferencesSchema', () => {
  it('takes a portal language and a listed time zone', () => {
    const preferences = { language_code: 'fr-CA', locale: { timezone: 'America/Toronto' } };
    expect(v.parse(UserPreferencesSchema, preferences)).toEqual(preferences);
  });

  it('refuses a time zone outside the list with a clear message', () => {
    const result = v.safeParse(UserPreferencesSchema, { language_code: 'en-US', locale: { timezone: 'Mars/Base' } });
    expect(result.issues?.map(({ message }) => message)).toEqual([UNKNOWN_TIMEZONE_MESSAGE]);
  });

  it('refuses a language the portal does not ship', () => {
    const result = v.safeParse(UserPreferencesSchema, { language_code: 'en-CA', locale: { timezone: 'UTC' } });
    expect(result.success).toBe(false);
  });
});
