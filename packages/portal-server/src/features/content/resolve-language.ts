import { contentFallbackChain, type ContentLocale, type Locale } from '@partner-insights/contracts';

/**
 * Of the same documents in several languages, the one each reader should get: their language, else the same
 * language of another region, else en-US (fr-CA -> fr -> en-US). Keyed by asset path, in the order given.
 */
export function inReadersLanguage<T extends { readonly assetPath: string; readonly locale: ContentLocale }>(
  documents: readonly T[],
  locale: Locale,
): T[] {
  const chain = contentFallbackChain(locale);
  const rank = (document: T) => chain.indexOf(document.locale);
  const best = new Map<string, T>();
  for (const document of documents) {
    if (rank(document) < 0) continue;
    const current = best.get(document.assetPath);
    if (!current || rank(document) < rank(current)) best.set(document.assetPath, document);
  }
  return [...best.values()];
}

/** Where the served text's language comes from, for the page to say when it is not the reader's. */
export const servedLanguage = (served: ContentLocale, requested: Locale) => ({
  locale: served,
  requestedLocale: requested,
  fallback: served !== requested,
});
