import { observer } from 'mobx-react-lite';
import { useDeferredValue } from 'react';
import { LocaleProvider } from './i18n/LocaleProvider';
import { AppRoutes } from './routes/AppRoutes';
import { AriaRouterProvider } from './routes/AriaRouterProvider';
import { NavigationEffects } from './routes/NavigationEffects';
import { SessionNavigation } from './features/identity';
import { BotChallengeHost } from './shell/botCheck/BotChallengeHost';
import { IdleDialogs } from './shell/idle/IdleDialogs';
import { PageLoading } from './shell/PageLoading';
import { ToastHost } from './shell/toasts/ToastHost';
import type { RootStore } from './stores/RootStore';
import { StoresProvider } from './stores/StoresContext';

/**
 * The whole app below the router (a BrowserRouter in the browser, a MemoryRouter in tests). It renders once the
 * configuration, the session and the language are known (see RootStore.start).
 */
export const App = observer(function App({ rootStore }: { readonly rootStore: RootStore }) {
  // The first render of the shell and page is the boot's longest: deferred, React renders it in slices.
  const ready = useDeferredValue(rootStore.ready);
  return (
    <StoresProvider rootStore={rootStore}>
      <LocaleProvider>
        {ready ? (
          <AriaRouterProvider>
            <NavigationEffects />
            <SessionNavigation />
            <AppRoutes />
            <IdleDialogs />
            <BotChallengeHost />
            <ToastHost />
          </AriaRouterProvider>
        ) : (
          <PageLoading />
        )}
      </LocaleProvider>
    </StoresProvider>
  );
});
