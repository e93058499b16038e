import { LocaleProvider } from './i18n/LocaleProvider';
import { AppRoutes } from './routes/AppRoutes';
import { NavigationEffects } from './routes/NavigationEffects';
import type { RootStore } from './stores/RootStore';
import { StoresProvider } from './stores/StoresContext';

/** The whole app below the router (a BrowserRouter in the browser, a MemoryRouter in tests). */
export function App({ rootStore }: { readonly rootStore: RootStore }) {
  return (
    <StoresProvider rootStore={rootStore}>
      <LocaleProvider>
        <NavigationEffects />
        <AppRoutes />
      </LocaleProvider>
    </StoresProvider>
  );
}
