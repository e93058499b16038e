import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../testing/memoryStorage';
import { LOCALE_STORAGE_KEY, LocaleStore } from './LocaleStore';

const htmlElement = () => document.createElement('html');

describe('LocaleStore', () => {
  it('starts in en-US without a saved choice', () => {
    const root = htmlElement();
    const store = new LocaleStore(createMemoryStorage(), root);

    expect(store.locale).toBe('en-US');
    expect(root.lang).toBe('en-US');
  });

  it('restores the saved locale and sets the document language', () => {
    const root = htmlElement();
    const store = new LocaleStore(createMemoryStorage({ [LOCALE_STORAGE_KEY]: 'fr-CA' }), root);

    expect(store.locale).toBe('fr-CA');
    expect(root.lang).toBe('fr-CA');
  });

  it.each(['en-CA', 'de-DE', ''])('falls back to en-US for the saved value %j', (saved) => {
    const store = new LocaleStore(createMemoryStorage({ [LOCALE_STORAGE_KEY]: saved }), htmlElement());

    expect(store.locale).toBe('en-US');
  });

  it('switches, persists and announces a valid locale', () => {
    const storage = createMemoryStorage();
    const root = htmlElement();
    const store = new LocaleStore(storage, root);

    store.setLocale('es-MX');

    expect(store.locale).toBe('es-MX');
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBe('es-MX');
    expect(root.lang).toBe('es-MX');
  });

  it('validates what it is given: unknown values become en-US', () => {
    const storage = createMemoryStorage({ [LOCALE_STORAGE_KEY]: 'es-MX' });
    const store = new LocaleStore(storage, htmlElement());

    store.setLocale('en-CA');

    expect(store.locale).toBe('en-US');
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');
  });

  it('keeps working when storage is unavailable', () => {
    const brokenStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const store = new LocaleStore(brokenStorage, htmlElement());

    store.setLocale('fr-CA');

    expect(store.locale).toBe('fr-CA');
  });
});
