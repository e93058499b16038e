import * as v from 'valibot';
import { LOCALES } from '../locales';
import { isTimezoneOption } from '../configuration/timezones';

export const UNKNOWN_TIMEZONE_MESSAGE = 'Choose a time zone from the list';

/** Body and answer of GET and POST users/{loginId}/preferences: the user-context shape of the preferences. */
export const UserPreferencesSchema = v.object({
  language_code: v.picklist(LOCALES, 'Choose one of the portal’s languages'),
  locale: v.object({
    timezone: v.pipe(v.string(), v.check<string, string>(isTimezoneOption, UNKNOWN_TIMEZONE_MESSAGE)),
  }),
});
export type UserPreferences = v.InferOutput<typeof UserPreferencesSchema>;
