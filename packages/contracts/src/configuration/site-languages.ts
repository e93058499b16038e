import * as v from 'valibot';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../locales';
import { MARKETS } from '../markets';

/** How each language is offered, in its own language. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  'en-US': 'English',
  'es-MX': 'Español',
  'fr-CA': 'Français',
};

export const LanguageOptionSchema = v.object({ id: v.picklist(LOCALES), value: v.string() });
export type LanguageOption = v.InferOutput<typeof LanguageOptionSchema>;

/** Answer of GET v1/identity/sites/{site}: the languages a site allows, in the order it offers them. */
export const SiteLanguagesSchema = v.object({
  site_id: v.picklist(MARKETS),
  languages: v.array(LanguageOptionSchema),
});
export type SiteLanguages = v.InferOutput<typeof SiteLanguagesSchema>;

/** The readable cookie that tells the app its site before any call. */
export const SITE_ID_COOKIE = 'site_id';

/** A locale counts only when the site allows it; anything else is en-US. */
export function resolveAllowedLocale(value: unknown, allowed: readonly Locale[]): Locale {
  return isLocale(value) && allowed.includes(value) ? value : DEFAULT_LOCALE;
}
