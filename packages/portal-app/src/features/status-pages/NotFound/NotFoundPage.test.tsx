import type { Locale } from '@partner-insights/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/renderApp';
import { landingPageFixtures } from '../../legal/testing';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('NotFoundPage', () => {
  it('tells the reader the page does not exist and offers the way home', async () => {
    renderApp('/does/not/exist');

    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).toBe('We couldn’t find that page…');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByText('The page you are trying to access does not exist or the link you clicked is broken.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('img', { name: 'Partner Insights' })).toBeTruthy();
    expect(screen.getByRole('main').contains(title)).toBe(true);
  });

  it('titles the document and records a page view on load', async () => {
    const { deliveredPageViews } = renderApp('/does/not/exist');

    await screen.findByRole('heading', { level: 1 });

    // The title follows the page's render, in an effect of the shell's.
    await waitFor(() => expect(document.title).toBe('Page not found - Partner Insights'));
    expect(await deliveredPageViews()).toEqual(['Does Not Exist']);
  });

  it.each<[Locale, string, string, string, string]>([
    [
      'es-MX',
      'No pudimos encontrar esa página…',
      'La página a la que intenta acceder no existe o el enlace en el que hizo clic está roto.',
      'Volver al inicio',
      'Página no encontrada - Partner Insights',
    ],
    [
      'fr-CA',
      'Nous n’avons pas trouvé cette page…',
      'La page à laquelle vous tentez d’accéder n’existe pas ou le lien sur lequel vous avez cliqué est brisé.',
      'Retour à l’accueil',
      'Page introuvable - Partner Insights',
    ],
  ])('speaks %s', async (locale, title, description, returnHome, documentTitle) => {
    renderApp('/missing', { locale });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
    expect(screen.getByText(description)).toBeTruthy();
    expect(screen.getByRole('link', { name: returnHome }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe(documentTitle));
    expect(document.documentElement.lang).toBe(locale);
  });

  it('returns home through its link', async () => {
    const { deliveredPageViews } = renderApp('/does/not/exist', { fixtures: landingPageFixtures });

    fireEvent.click(await screen.findByRole('link', { name: 'Return to Home' }));

    // Home is the public landing page, from content.
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner Insights' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Home - Partner Insights'));
    expect(await deliveredPageViews()).toEqual(['Does Not Exist', 'Home']);
  });
});
