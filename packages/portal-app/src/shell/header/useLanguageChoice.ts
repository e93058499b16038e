import { isLocale } from '@partner-insights/contracts';
import { useStores } from '../../stores/StoresContext';

/**
 * The site's languages (each named in itself), the current one, and the choice of another: it applies at once
 * and is saved for a signed-in user. Read inside an observer.
 */
export function useLanguageChoice() {
  const { config, locale, profile } = useStores();
  return {
    languages: config.languages,
    currentId: locale.locale,
    currentName: config.languages.find(({ id }) => id === locale.locale)?.value ?? locale.locale,
    choose(chosen: unknown) {
      if (isLocale(chosen) && chosen !== locale.locale) void profile.saveLanguage(chosen);
    },
  };
}
