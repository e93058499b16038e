import { resolveLocale, type Locale } from '@partner-insights/contracts';
import { makeAutoObservable } from 'mobx';

/** The part of Web Storage the app uses, so tests and stories can give an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const LOCALE_STORAGE_KEY = 'partner-insights.locale';

/**
 * The interface language. Starts from the persisted choice (anything unknown, en-CA included, is en-US),
 * and keeps `<html lang>` in step so assistive technology reads the page in the right language.
 */
export class LocaleStore {
  locale: Locale;

  readonly #storage: KeyValueStorage;
  readonly #root: HTMLElement;

  constructor(storage: KeyValueStorage, root: HTMLElement = document.documentElement) {
    this.#storage = storage;
    this.#root = root;
    this.locale = resolveLocale(readSafely(storage));
    this.#root.lang = this.locale;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setLocale(value: unknown): void {
    this.locale = resolveLocale(value);
    this.#root.lang = this.locale;
    try {
      this.#storage.setItem(LOCALE_STORAGE_KEY, this.locale);
    } catch {
      // Storage can be full or disabled (private browsing); the choice then lasts for this visit only.
    }
  }
}

function readSafely(storage: KeyValueStorage): string | null {
  try {
    return storage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}
