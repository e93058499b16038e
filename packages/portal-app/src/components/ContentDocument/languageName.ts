import type { ContentLocale, Locale } from '@partner-insights/contracts';

/** A language's name in the reader's language: "français (Canada)", "English". */
export function languageName(language: ContentLocale, reader: Locale): string {
  return new Intl.DisplayNames([reader], { type: 'language' }).of(language) ?? language;
}
