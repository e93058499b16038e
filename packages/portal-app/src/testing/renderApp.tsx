import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TrackedEvent } from '@partner-insights/contracts';
import { App } from '../App';
import { createTestRootStore, type TestRootStoreOptions } from './createTestRootStore';

/** Renders the whole app at `path`, as the browser would (starting it), over a fixture transport. */
export function renderApp(path: string, options?: TestRootStoreOptions) {
  const { rootStore, transport } = createTestRootStore(options);
  void rootStore.start();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App rootStore={rootStore} />
    </MemoryRouter>,
  );

  /** The names of the page views delivered to the server so far. */
  const deliveredPageViews = async (): Promise<string[]> => {
    await rootStore.analytics.flush();
    return transport.requests
      .filter((request) => request.url === '/api/analytics/events')
      .flatMap((request) => (request.body as { events: TrackedEvent[] }).events)
      .filter((event) => event.kind === 'pageView')
      .map((event) => event.name);
  };

  return { ...view, rootStore, transport, deliveredPageViews };
}
