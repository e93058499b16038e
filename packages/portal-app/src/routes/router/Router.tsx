import { createContext, use, useCallback, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createBrowserHistory, createMemoryHistory, type History, type Location } from './history';

interface RouterContextValue {
  readonly history: History;
  readonly location: Location;
}

const RouterContext = createContext<RouterContextValue | null>(null);

function Router({ history, children }: { readonly history: History; readonly children?: ReactNode }) {
  const location = useSyncExternalStore(
    history.listen,
    () => history.location,
    () => history.location,
  );
  return <RouterContext value={{ history, location }}>{children}</RouterContext>;
}

export function BrowserRouter({ children }: { readonly children?: ReactNode }) {
  const [history] = useState(() => createBrowserHistory(window));
  return <Router history={history}>{children}</Router>;
}

export function MemoryRouter({
  initialEntries,
  children,
}: {
  readonly initialEntries?: readonly string[];
  readonly children?: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

function useRouter(): RouterContextValue {
  const router = use(RouterContext);
  if (!router) throw new Error('A router hook needs a BrowserRouter or MemoryRouter above it.');
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

/** A path, or the parts of one: a missing pathname is the current one. */
export type To = string | { readonly pathname?: string; readonly search?: string; readonly hash?: string };

export interface NavigateOptions {
  readonly replace?: boolean;
  readonly state?: unknown;
}

const prefixed = (prefix: string, part = '') => (part && !part.startsWith(prefix) ? prefix + part : part);

/** `to` as an absolute path; a relative one resolves against the current path. */
export function resolvePath(to: To, from: Location): string {
  if (typeof to !== 'string') {
    return (to.pathname ?? from.pathname) + prefixed('?', to.search) + prefixed('#', to.hash);
  }
  if (to.startsWith('?')) return from.pathname + to;
  if (to.startsWith('#')) return from.pathname + from.search + to;
  const { pathname, search, hash } = new URL(to, `http://portal.invalid${from.pathname}`);
  return pathname + search + hash;
}

export const pathOf = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  pathname + search + hash;

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/** Like react-router's, a new function when the path changes. */
export function useNavigate(): NavigateFunction {
  const { history, location } = useRouter();
  const { pathname, search } = location;
  return useCallback(
    (to, options = {}) => {
      if (typeof to === 'number') return history.go(to);
      const path = resolvePath(to, { ...history.location, pathname, search });
      if (options.replace) history.replace(path, options.state ?? null);
      else history.push(path, options.state ?? null);
    },
    [history, pathname, search],
  );
}

export function useHref(to: To): string {
  return resolvePath(to, useLocation());
}

type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const searchParams = new URLSearchParams(search);
  const setSearchParams = (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => {
    const params = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(search)) : next);
    navigate(`?${params.toString()}`, options);
  };
  return [searchParams, setSearchParams];
}
