import type { TrackedEvent } from '@partner-insights/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/renderApp';
import { users } from '../../../testing/userFixtures';
import { ADMIN_ACCESS, launchListFixtures } from './launchCatalogueFixtures';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

function renderApps() {
  const rendered = renderApp('/apps', {
    user: users.supplierAdmin,
    fixtures: launchListFixtures({ access: ADMIN_ACCESS }),
  });
  const trackedClicks = async () => {
    await rendered.rootStore.analytics.flush();
    return rendered.transport.requests
      .filter((request) => request.url === '/api/analytics/events')
      .flatMap((request) => (request.body as { events: TrackedEvent[] }).events)
      .filter((event) => event.kind === 'click')
      .map(({ name, data }) => ({ name, data }));
  };
  return { ...rendered, trackedClicks };
}

describe('AppsPage', () => {
  it('titles the page and tracks a launch with the product’s analytics id', async () => {
    const { trackedClicks } = renderApps();

    const launch = await screen.findByRole('link', { name: 'Launch App Shopper Behavior' });
    await waitFor(() => expect(document.title).toBe('App launch - Partner Insights'));
    launch.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(launch);

    expect(await trackedClicks()).toEqual([
      {
        name: 'launch-shopper-behavior',
        data: expect.objectContaining({ target: 'https://shopper-behavior.partner-insights.test/' }) as unknown,
      },
    ]);
  });

  it('loads the products again in the language the reader switches to', async () => {
    const { rootStore, transport } = renderApps();
    await screen.findByRole('heading', { level: 2, name: 'Know your customer' });

    await act(() => rootStore.locale.setLocale('fr-CA'));

    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 2, name: 'Connaître votre client' })).toBeTruthy();
    const languages = transport.requests
      .filter((request) => request.url === '/api/products')
      .map((request) => request.headers['accept-language']);
    expect(languages).toEqual(['en-US', 'fr-CA']);
  });
});
