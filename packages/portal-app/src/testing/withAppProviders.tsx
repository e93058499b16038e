import { resolveLocale, type Locale } from '@partner-insights/contracts';
import type { Decorator } from '@storybook/react-vite';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { LocaleProvider } from '../i18n/LocaleProvider';
import AppToastRegion from '../shell/toasts/AppToastRegion';
import type { RootStore } from '../stores/RootStore';
import { StoresProvider } from '../stores/StoresContext';
import { createTestRootStore, type TestRootStoreOptions } from './createTestRootStore';

/** What a story sets in `parameters.app`: the user, site and server answers the page finds, and its address. */
export interface AppStoryParameters extends Omit<TestRootStoreOptions, 'locale'> {
  /** The page's address (path and query), e.g. `/login?lastUrl=/profile`. */
  readonly path?: string;
}

/** Renders once the store has started, as the app does. */
const WhenStarted = observer(function WhenStarted({
  rootStore,
  children,
}: {
  readonly rootStore: RootStore;
  readonly children: ReactNode;
}) {
  return rootStore.ready ? children : null;
});

/**
 * A started RootStore (created once per story) with its providers, a router at the story's address, and the app's
 * toast region (at once, not loaded later as in the app, so a story never waits for it).
 */
function StoryApp({
  app: { path = '/', user, ...options },
  locale,
  children,
}: {
  readonly app: AppStoryParameters;
  readonly locale: Locale;
  readonly children: ReactNode;
}) {
  const [rootStore] = useState(() => {
    // A signed-in user reads the portal in their preferred language: the toolbar's, in stories.
    const { rootStore: created } = createTestRootStore({
      ...options,
      locale,
      ...(user && { user: { ...user, user_preferences: { ...user.user_preferences, language_code: locale } } }),
    });
    void created.start();
    return created;
  });
  return (
    <StoresProvider rootStore={rootStore}>
      <LocaleProvider>
        <MemoryRouter initialEntries={[path]}>
          <WhenStarted rootStore={rootStore}>
            {children}
            <AppToastRegion />
          </WhenStarted>
        </MemoryRouter>
      </LocaleProvider>
    </StoresProvider>
  );
}

/**
 * What a page finds around it in the app: a started RootStore over a fixture transport (`parameters.app`), in the
 * language of the Storybook toolbar (`globals.locale`), a router, and the toast region.
 */
export const withAppProviders: Decorator = (Story, { globals, parameters }) => (
  <StoryApp app={(parameters['app'] ?? {}) as AppStoryParameters} locale={resolveLocale(globals['locale'])}>
    <Story />
  </StoryApp>
);
