/** Languages the portal ships catalogues for; en-US is the default and the fallback. */
export const LOCALES = ['en-US', 'es-MX', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A locale is valid only if it is one of the allowed values; anything else (en-CA included) falls back to en-US. */
export function resolveLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
