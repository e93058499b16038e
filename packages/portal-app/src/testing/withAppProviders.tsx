import { resolveLocale } from '@partner-insights/contracts';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { StoresProvider } from '../stores/StoresContext';
import { createTestRootStore } from './createTestRootStore';

/**
 * What a page finds around it in the app: a RootStore over a fixture transport, in the language of the Storybook
 * toolbar (`globals.locale`), and a router.
 */
export const withAppProviders: Decorator = (Story, { globals }) => {
  const { rootStore } = createTestRootStore({ locale: resolveLocale(globals['locale']) });
  return (
    <StoresProvider rootStore={rootStore}>
      <LocaleProvider>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </LocaleProvider>
    </StoresProvider>
  );
};
