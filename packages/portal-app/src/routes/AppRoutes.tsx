import { Outlet, Route, Routes } from 'react-router';
import { ShellLayout } from '../shell/ShellLayout';
import { StandaloneLayout } from '../shell/StandaloneLayout';
import { RoutePage } from './RoutePage';
import { routeTable, type RouteEntry } from './routeTable';

const toRoute = ({ path, page }: RouteEntry) => <Route key={path} path={path} element={<RoutePage page={page} />} />;

/** The route table as routes: standalone pages on their own, every other page inside the shell. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <ShellLayout>
            <Outlet />
          </ShellLayout>
        }
      >
        {routeTable.filter((route) => route.access !== 'standalone').map(toRoute)}
      </Route>
      <Route
        element={
          <StandaloneLayout>
            <Outlet />
          </StandaloneLayout>
        }
      >
        {routeTable.filter((route) => route.access === 'standalone').map(toRoute)}
      </Route>
    </Routes>
  );
}
