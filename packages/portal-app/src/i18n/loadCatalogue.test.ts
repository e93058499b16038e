import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../testing/memoryStorage';
import { LocaleStore } from '../stores/LocaleStore';
import { FIRST_PAINT_CATALOGUE, loadTranslation } from './catalogues';

// As when the network drops while the Spanish messages download.
vi.mock('../shell/messages/es-MX.json', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('loadTranslation', () => {
  it('loads a translation on demand, every area of it', async () => {
    const catalogue = await loadTranslation('fr-CA');

    expect(catalogue?.['header.language']).toBe('Langue\u00a0: {language}');
    expect(catalogue?.['ticketCreation.submit']).toBe('Créer le billet');
  });

  it('answers null when a translation fails to load', async () => {
    await expect(loadTranslation('es-MX')).resolves.toBeNull();
  });
});

describe('LocaleStore messages', () => {
  const html = () => document.createElement('html');

  it('starts with the first paint, without the areas that load with their pages', () => {
    const store = new LocaleStore(createMemoryStorage(), html());

    expect(store.messages).toBe(FIRST_PAINT_CATALOGUE);
    expect(store.messages['ticketCreation.submit']).toBeUndefined();
  });

  it('adds an area’s en-US messages once a page asks for them, and keeps them', async () => {
    const store = new LocaleStore(createMemoryStorage(), html());

    await store.areaReady('support');
    expect(store.messages['ticketCreation.submit']).toBe('Create ticket');
    expect(store.messages['header.signIn']).toBe('Sign in');
    expect(store.areaReady('support')).toBe(store.areaReady('support'));

    await store.setLocale('fr-CA');
    await store.setLocale('en-US');
    expect(store.messages['ticketCreation.submit']).toBe('Create ticket');
  });

  it('falls back to en-US, areas included, when a translation fails to load', async () => {
    const store = new LocaleStore(createMemoryStorage(), html());

    await store.setLocale('es-MX');
    await store.areaReady('profile');

    expect(store.locale).toBe('es-MX');
    expect(store.messages['header.signIn']).toBe('Sign in');
    expect(store.messages['profile.title']).toBeDefined();
  });
});
