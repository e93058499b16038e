import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { landingPageFixtures } from '../features/legal/testing';
import { renderApp } from '../testing/renderApp';

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});

describe('NavigationEffects', () => {
  it('scrolls smoothly to the top and records a page view on every navigation', async () => {
    const { deliveredPageViews } = renderApp('/reports/missing', { fixtures: landingPageFixtures });

    fireEvent.click(await screen.findByRole('link', { name: 'Return to Home' }));
    await screen.findByRole('heading', { level: 1, name: 'Partner Insights' });

    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    expect(await deliveredPageViews()).toEqual(['Reports Missing', 'Home']);
  });

  it('jumps instead of scrolling smoothly for readers who ask for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    renderApp('/', { fixtures: landingPageFixtures });

    await screen.findByRole('heading', { level: 1 });

    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });

  // The first switch imports the whole fr-CA translation, every area's messages: on a busy machine its transform
  // alone can take longer than the default 5 s.
  it('retitles the document when the language changes', { timeout: 30_000 }, async () => {
    const { rootStore } = renderApp('/', { fixtures: landingPageFixtures });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Home - Partner Insights'));

    await act(() => rootStore.locale.setLocale('fr-CA'));

    expect(document.title).toBe('Accueil - Partner Insights');
    // The header's sign-in link and the landing page's own.
    expect(await screen.findAllByRole('link', { name: 'Se connecter' })).toHaveLength(2);
  });
});
