import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoginFailurePage } from '../features/identity';
import { useStores } from '../stores/StoresContext';
import { routeDecision } from './routeGuards';
import type { RouteEntry } from './routeTable';

/** Applies the route's rules (routeGuards.ts) for the current user: shows the page, or sends the reader on. */
export const RouteGuard = observer(function RouteGuard({
  route,
  children,
}: {
  readonly route: RouteEntry;
  readonly children: ReactNode;
}) {
  const { session } = useStores();
  const location = useLocation();
  if (route.access === 'private' && session.status === 'userFailed') return <LoginFailurePage />;
  const decision = routeDecision(route, { user: session.user, location });
  return decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : children;
});
