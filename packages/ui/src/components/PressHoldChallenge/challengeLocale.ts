/** The languages the bot challenge is served in. */
export type ChallengeLocale = 'en' | 'es' | 'fr-CA';

const challengeLocales: Record<string, ChallengeLocale> = {
  'en-US': 'en',
  'es-MX': 'es',
  'fr-CA': 'fr-CA',
};

/**
 * The challenge's language for a portal locale (en-US -> en, es-MX -> es, fr-CA -> fr-CA); any other
 * locale gets English, the portal's default.
 */
export function challengeLocaleFor(locale: string): ChallengeLocale {
  return challengeLocales[locale] ?? 'en';
}
