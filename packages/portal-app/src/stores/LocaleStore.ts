import { resolveLocale, type Locale } from '@partner-insights/contracts';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { FIRST_PAINT_CATALOGUE, loadTranslation, type LoadedCatalogue } from '../i18n/catalogues';
import { loadSourceArea, type LaterArea } from '../i18n/laterAreas';

/** The part of Web Storage the app uses, so tests and stories can give an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const LOCALE_STORAGE_KEY = 'partner-insights.locale';

/**
 * The interface language. Starts from the persisted choice (anything unknown, en-CA included, is en-US),
 * and keeps `<html lang>` in step so assistive technology reads the page in the right language. Its
 * messages follow once loaded; in en-US, an area's join them when one of its pages asks (`areaReady`).
 */
export class LocaleStore {
  locale: Locale;
  /** The messages of `locale` once they have loaded (en-US before, or if they fail to load). */
  messages: LoadedCatalogue = FIRST_PAINT_CATALOGUE;

  /** en-US: the first paint's messages and those of every area loaded since. */
  #source: LoadedCatalogue = FIRST_PAINT_CATALOGUE;
  readonly #areas = new Map<LaterArea, Promise<void>>();

  readonly #storage: KeyValueStorage;
  readonly #root: HTMLElement;

  constructor(storage: KeyValueStorage, root: HTMLElement = document.documentElement) {
    this.#storage = storage;
    this.#root = root;
    this.locale = resolveLocale(readSafely(storage));
    this.#root.lang = this.locale;
    // A catalogue is replaced whole, never changed in place: no need to observe its every message.
    makeAutoObservable(this, { messages: observableRef }, { autoBind: true });
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
    const messages = locale === 'en-US' ? this.#source : ((await loadTranslation(locale)) ?? this.#source);
    // A quicker, later choice wins.
    runInAction(() => {
      if (this.locale === locale) this.messages = messages;
    });
  }

  /**
   * Resolves once `area`'s messages are in (the same promise every time, as React's `use` wants). A translation
   * holds every area already; en-US gets the area's file, which is kept for a later switch back to en-US.
   */
  areaReady(area: LaterArea): Promise<void> {
    let ready = this.#areas.get(area);
    if (!ready) {
      ready = loadSourceArea(area).then((messages) =>
        runInAction(() => {
          const before = this.#source;
          this.#source = { ...before, ...messages };
          // Also when a translation failed to load and the reader reads en-US instead.
          if (this.locale === 'en-US' || this.messages === before) this.messages = this.#source;
        }),
      );
      this.#areas.set(area, ready);
    }
    return ready;
  }
}

function readSafely(storage: KeyValueStorage): string | null {
  try {
    return storage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}
