import { describe, expect, it, vi } from 'vitest';
import { loadCatalogue, SOURCE_CATALOGUE } from './catalogues';

// As when the network drops while the Spanish messages download.
vi.mock('../shell/messages/es-MX.json', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('loadCatalogue', () => {
  it('loads a translation on demand', async () => {
    const catalogue = await loadCatalogue('fr-CA');

    expect(catalogue['header.language']).toBe('Langue\u00a0: {language}');
  });

  it('falls back to en-US when a translation fails to load', async () => {
    await expect(loadCatalogue('es-MX')).resolves.toBe(SOURCE_CATALOGUE);
  });
});
