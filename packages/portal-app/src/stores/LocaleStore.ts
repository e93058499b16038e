import { resolveLocale, type Locale } from '@partner-insights/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import { loadCatalogue, SOURCE_CATALOGUE, type Catalogue } from '../i18n/catalogues';

/** The part of Web Storage the app uses, so tests and stories can give an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const LOCALE_STORAGE_KEY = 'partner-insights.locale';

/**
 * The interface language. Starts from the persisted choice (anything unknown, en-CA included, is en-US),
 * and keeps `<html lang>` in step so assistive technology reads the page in the right language. Its
 * messages follow once loaded.
 */
export class LocaleStore {
  locale: Locale;
  /** The messages of `locale` once they have loaded (en-US before, or if they fail to load). */
  messages: Catalogue = SOURCE_CATALOGUE;

  readonly #storage: KeyValueStorage;
  readonly #root: HTMLElement;

  constructor(storage: KeyValueStorage, root: HTMLElement = document.documentElement) {
    this.#storage = storage;
    this.#root = root;
    this.locale = resolveLocale(readSafely(storage));
    this.#root.lang = this.locale;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Switches at once; resolves when the language's messages are in. */
  async setLocale(value: unknown): Promise<void> {
    const locale = resolveLocale(value);
    this.locale = locale;
    this.#root.lang = locale;
    try {
      this.#storage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Storage can be full or disabled (private browsing); the choice then lasts for this visit only.
    }
    const messages = await loadCatalogue(locale);
    // A quicker, later choice wins.
    runInAction(() => {
      if (this.locale === locale) this.messages = messages;
    });
  }
}

function readSafely(storage: KeyValueStorage): string | null {
  try {
    return storage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}
