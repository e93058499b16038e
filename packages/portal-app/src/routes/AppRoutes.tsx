import { Outlet, Route, Routes } from 'react-router';
import { ShellLayout } from '../shell/ShellLayout';
import { StandaloneLayout } from '../shell/StandaloneLayout';
import { useStores } from '../stores/StoresContext';
import { RouteGuard } from './RouteGuard';
import { RoutePage } from './RoutePage';
import { routesFor, type RouteEntry } from './routeTable';

const toRoute = (route: RouteEntry) => (
  <Route
    key={route.path}
    path={route.path}
    element={
      <RouteGuard route={route}>
        <RoutePage key={route.path} page={route.page} />
      </RouteGuard>
    }
  />
);

/**
 * The site's routes: standalone pages on their own (the way-in ones with the header and footer), every other page
 * inside the shell, each behind its guard.
 */
export function AppRoutes() {
  const routes = routesFor(useStores().config.site);
  return (
    <Routes>
      <Route
        element={
          <ShellLayout>
            <Outlet />
          </ShellLayout>
        }
      >
        {routes.filter((route) => route.access !== 'standalone').map(toRoute)}
      </Route>
      {[false, true].map((framed) => (
        <Route
          key={String(framed)}
          element={
            <StandaloneLayout framed={framed}>
              <Outlet />
            </StandaloneLayout>
          }
        >
          {routes.filter((route) => route.access === 'standalone' && Boolean(route.framed) === framed).map(toRoute)}
        </Route>
      ))}
    </Routes>
  );
}
