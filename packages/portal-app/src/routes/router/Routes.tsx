import { Children, createContext, isValidElement, use, type ReactNode } from 'react';
import { matchRoutes, type Params, type RouteObject } from './matching';
import { useLocation } from './Router';

interface ElementRoute extends RouteObject {
  readonly element?: ReactNode;
  readonly children?: readonly ElementRoute[];
}

interface RouteProps {
  readonly path?: string;
  readonly element?: ReactNode;
  readonly children?: ReactNode;
}

/** Declares a route for `Routes`; renders nothing itself. */
export function Route(_props: RouteProps): ReactNode {
  throw new Error('A <Route> renders only as a child of <Routes>.');
}

function routesFromChildren(children: ReactNode): ElementRoute[] {
  return Children.toArray(children)
    .filter((child) => isValidElement<RouteProps>(child) && child.type === Route)
    .map((child) => {
      const { path, element, children: nested } = (child as { props: RouteProps }).props;
      return { path, element, children: routesFromChildren(nested) };
    });
}

const RouteContext = createContext<{ readonly outlet: ReactNode; readonly params: Params }>({
  outlet: null,
  params: {},
});

/** Renders the best-ranked route for the current path, inside the elements of the layouts above it. */
export function Routes({ children }: { readonly children?: ReactNode }) {
  const { pathname } = useLocation();
  const matches = matchRoutes(routesFromChildren(children), pathname) ?? [];
  return matches.reduceRight<ReactNode>(
    (outlet, { route, params }) => (
      <RouteContext value={{ outlet, params }}>{route.element === undefined ? outlet : route.element}</RouteContext>
    ),
    null,
  );
}

/** Where a layout route shows the route below it. */
export function Outlet() {
  return use(RouteContext).outlet;
}

export function useParams(): Params {
  return use(RouteContext).params;
}
